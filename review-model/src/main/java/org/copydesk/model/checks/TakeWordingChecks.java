package org.copydesk.model.checks;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.copydesk.model.checks.text.ExactText;
import org.copydesk.model.checks.text.PhraseMatch;
import org.copydesk.model.checks.text.PhraseMatcher;
import org.copydesk.model.release.BriefingSection;
import org.copydesk.model.release.BriefingTake;
import org.copydesk.model.release.ForecastCandidate;
import org.copydesk.model.release.PacketSection;

/**
 * Word and phrase screens over a take's briefing. They catch known failure modes; they
 * cannot prove semantic entailment, and the UI shows that beside every take.
 */
final class TakeWordingChecks {

    static final PhraseMatcher BOUNDARY = PhraseMatcher.of(
            "outside the forecast", "outside of the forecast", "no forecast effect", "no effect on the forecast",
            "not part of the forecast", "not included in the forecast", "not a forecast input",
            "not an input to the forecast", "separate from the forecast",
            "does not change/affect/move the forecast", "doesn't change/affect/move the forecast");
    static final PhraseMatcher WATCH = PhraseMatcher.of("watch", "will show", "next", "upcoming");
    static final Pattern IF_THEN = Pattern.compile(
            "(?<![\\p{L}\\p{N}])if(?![\\p{L}\\p{N}])[^.!?]*?(?<![\\p{L}\\p{N}])then(?![\\p{L}\\p{N}])",
            Pattern.CASE_INSENSITIVE);
    static final PhraseMatcher CERTAINTY = PhraseMatcher.of(
            "will win", "certain", "guaranteed", "locked", "inevitable", "no chance");
    static final PhraseMatcher FORECAST_EFFECT = PhraseMatcher.of(
            "raises/raise/raised/lowers/lower/lowered/changes/change/changed the forecast/probability/odds");
    static final List<String> ADVOCACY = List.of("vote for", "should vote", "donate", "volunteer");
    static final Pattern LINK = Pattern.compile(
            "(?i)(?<![\\p{L}\\p{N}])[a-z][a-z0-9+.-]*://\\S*|(?<![\\p{L}\\p{N}])www\\.\\S*|\\[[^\\]\\n]*\\]");
    private static final Pattern NEGATION = Pattern.compile(
            "(?i)(?:^|\\W)(?:not|never|cannot|\\p{L}+n't|\\p{L}+n’t)\\W+(?:\\p{L}+\\W+)?$");

    private TakeWordingChecks() {
    }

    static Outcome contextDirection(TakeUnderReview subject, CheckContext context) {
        BriefingTake take = subject.take();
        Optional<PacketSection> packet = take.packet().section("reviewed_context");
        Optional<BriefingSection> section = take.section("reviewed_context");
        if (packet.isEmpty() || section.isEmpty()) {
            return Outcome.failed("the take has no reviewed_context section in both packet and briefing");
        }
        if (packet.get().direction().isEmpty() || packet.get().confidence().isEmpty()) {
            return Outcome.failed("the packet's reviewed_context gives no direction or confidence");
        }
        String text = section.get().text();
        String direction = packet.get().direction().get();
        String confidence = packet.get().confidence().get();
        List<String> problems = new ArrayList<>();
        String directionPhrase = direction.replace('_', ' ');
        if (!PhraseMatcher.of(directionPhrase).matches(text)) {
            problems.add("reviewed_context does not state the direction \"" + directionPhrase + "\"");
        }
        if (!PhraseMatcher.of(confidence + " confidence", "confidence is " + confidence,
                "confidence: " + confidence).matches(text)) {
            problems.add("reviewed_context does not state \"" + confidence + " confidence\"");
        }
        opposite(direction, candidateNames(subject)).ifPresent(matcher -> matcher.find(text).forEach(match ->
                problems.add("reviewed_context states the opposite direction \"" + match.matched() + "\"")));
        return Outcome.of(problems, "reviewed_context states \"" + directionPhrase + "\" with " + confidence + " confidence");
    }

    /** For "favors_x", saying any other candidate is favoured is the opposite direction. */
    private static Optional<PhraseMatcher> opposite(String direction, List<String> candidates) {
        if (!direction.startsWith("favors_")) {
            return Optional.empty();
        }
        String favored = direction.substring("favors_".length()).replace('_', ' ').toLowerCase(Locale.ROOT);
        List<String> phrases = new ArrayList<>();
        for (String name : candidates) {
            List<String> parts = List.of(name.trim().split("\\s+"));
            boolean isFavored = name.toLowerCase(Locale.ROOT).equals(favored)
                    || parts.stream().anyMatch(p -> p.toLowerCase(Locale.ROOT).equals(favored));
            if (isFavored) {
                continue;
            }
            phrases.add("favors/favor/favoring/favours/favour " + name.trim());
            for (String part : parts) {
                phrases.add("favors/favor/favoring/favours/favour " + part);
            }
        }
        return phrases.isEmpty() ? Optional.empty() : Optional.of(PhraseMatcher.of(phrases));
    }

    static Outcome boundary(TakeUnderReview subject, CheckContext context) {
        for (BriefingSection section : subject.take().sections()) {
            List<PhraseMatch> matches = BOUNDARY.find(section.text());
            if (!matches.isEmpty()) {
                return Outcome.passed(section.section() + " states \"" + matches.get(0).matched() + "\"");
            }
        }
        return Outcome.failed("no sentence states that reviewed context lies outside the forecast or has no forecast effect");
    }

    static Outcome watchLanguage(TakeUnderReview subject, CheckContext context) {
        Optional<BriefingSection> section = subject.take().section("what_to_watch");
        if (section.isEmpty()) {
            return Outcome.failed("the briefing has no what_to_watch section");
        }
        String text = section.get().text();
        List<PhraseMatch> words = WATCH.find(text);
        if (!words.isEmpty()) {
            return Outcome.passed("what_to_watch says \"" + words.get(0).matched() + "\"");
        }
        Matcher ifThen = IF_THEN.matcher(text);
        return ifThen.find()
                ? Outcome.passed("what_to_watch has an if … then sentence")
                : Outcome.failed("what_to_watch has no future-facing wording (watch, will show, next, upcoming, if … then)");
    }

    static Outcome noNumbers(TakeUnderReview subject, CheckContext context) {
        List<String> problems = new ArrayList<>();
        for (BriefingSection section : subject.take().sections()) {
            String text = section.text();
            for (int i = 0; i < text.length(); i = text.offsetByCodePoints(i, 1)) {
                if (Character.isDigit(text.codePointAt(i))) {
                    problems.add(section.section() + " holds a digit at " + i + " (\"" + around(text, i) + "\")");
                    break;
                }
            }
        }
        return Outcome.of(problems, "no section holds a digit");
    }

    static Outcome noLinks(TakeUnderReview subject, CheckContext context) {
        List<String> problems = new ArrayList<>();
        for (BriefingSection section : subject.take().sections()) {
            Matcher link = LINK.matcher(section.text());
            while (link.find()) {
                problems.add(section.section() + " holds \"" + link.group() + "\" at " + link.start());
            }
        }
        return Outcome.of(problems, "no section holds a URL, www. or bracketed citation");
    }

    static Outcome noCertainty(TakeUnderReview subject, CheckContext context) {
        return screen(subject, CERTAINTY, false, "no certainty words");
    }

    static Outcome noAdvocacy(TakeUnderReview subject, CheckContext context) {
        List<String> phrases = new ArrayList<>(ADVOCACY);
        for (String name : candidateNames(subject)) {
            phrases.add("support " + name.trim());
            for (String part : name.trim().split("\\s+")) {
                phrases.add("support " + part);
            }
        }
        return screen(subject, PhraseMatcher.of(phrases), false, "no campaign advice or advocacy");
    }

    static Outcome noForecastEffect(TakeUnderReview subject, CheckContext context) {
        // Negated ("does not change the forecast") is the boundary statement take.boundary asks for.
        return screen(subject, FORECAST_EFFECT, true, "no claim to change the forecast");
    }

    private static Outcome screen(TakeUnderReview subject, PhraseMatcher matcher, boolean skipNegated, String clean) {
        List<String> problems = new ArrayList<>();
        for (BriefingSection section : subject.take().sections()) {
            for (PhraseMatch match : matcher.find(section.text())) {
                if (skipNegated && negated(section.text(), match.span().start())) {
                    continue;
                }
                problems.add(section.section() + " says \"" + match.matched() + "\" at " + match.span().start());
            }
        }
        return Outcome.of(problems, clean);
    }

    private static boolean negated(String text, int start) {
        String before = text.substring(Math.max(0, start - 40), start);
        return NEGATION.matcher(before).find();
    }

    static List<String> candidateNames(TakeUnderReview subject) {
        if (subject.currentForecast().isPresent()) {
            return subject.currentForecast().get().candidates().stream().map(ForecastCandidate::name).toList();
        }
        return subject.take().packet().candidates();
    }

    static String briefingText(BriefingTake take) {
        return String.join("\n\n", take.sections().stream().map(BriefingSection::text).toList());
    }

    static boolean appearsExactly(BriefingTake take, String name) {
        return ExactText.find(briefingText(take), name).isPresent();
    }

    /** Up to 15 chars either side of {@code index}, never cutting a surrogate pair in two. */
    private static String around(String text, int index) {
        int from = Math.max(0, index - 15);
        if (from > 0 && Character.isLowSurrogate(text.charAt(from))) {
            from--;
        }
        int to = Math.min(text.length(), index + 15);
        if (to < text.length() && Character.isLowSurrogate(text.charAt(to))) {
            to++;
        }
        return text.substring(from, to);
    }
}
