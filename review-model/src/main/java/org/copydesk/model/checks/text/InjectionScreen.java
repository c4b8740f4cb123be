package org.copydesk.model.checks.text;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Copydesk's own screen for instructions planted in source text ({@code safety.injection}).
 * It never trusts upstream's {@code screening} block; it recomputes.
 *
 * <p>It catches known phrasings only: a paraphrased instruction, another language, or
 * look-alike letters pass it. Its job is to stop the obvious cases and make a reviewer look,
 * not to prove a text harmless.
 */
public final class InjectionScreen {

    private static final Map<InjectionCategory, PhraseMatcher> PHRASES = Map.of(
            InjectionCategory.INSTRUCTION_OVERRIDE, PhraseMatcher.of(
                    "ignore/disregard/forget all/any/the/your? previous/prior/above/earlier/preceding instructions/prompts/directions/rules",
                    "ignore/disregard/forget/override the/your system prompt/message/instructions"),
            InjectionCategory.ROLE_IMPERSONATION, PhraseMatcher.of("you are now"),
            InjectionCategory.TOOL_DIRECTIVE, PhraseMatcher.of(
                    "call/use/invoke the/this tool/function",
                    "run/execute the/this command"),
            InjectionCategory.SECRET_REQUEST, PhraseMatcher.of(
                    "api key/keys", "api-key/api_key/apikey/openai_api_key", "password/passwords"),
            InjectionCategory.FORECAST_TAMPERING, PhraseMatcher.of(
                    "change/alter/modify the forecast/probability/odds",
                    "set the probability/odds/forecast",
                    "publish this"));

    /** "system:" or "assistant:" opening a line, as a chat transcript would. */
    private static final Pattern ROLE_AT_LINE_START = Pattern.compile(
            "(?m)^\\h*((?:system|assistant)\\h*:)", Pattern.CASE_INSENSITIVE);
    private static final Pattern FETCH_URL = Pattern.compile(
            "(?<![\\p{L}\\p{N}])fetch\\p{IsWhite_Space}+https?://\\S*", Pattern.CASE_INSENSITIVE);

    private static final Comparator<InjectionFinding> BY_POSITION_THEN_CATEGORY =
            Comparator.comparingInt((InjectionFinding f) -> f.span().start()).thenComparing(InjectionFinding::category);

    private InjectionScreen() {
    }

    /** Every finding, ordered by position, then by category. */
    public static List<InjectionFinding> screen(String text) {
        List<InjectionFinding> findings = new ArrayList<>(0);
        String folded = PhraseMatcher.fold(text);
        for (InjectionCategory category : InjectionCategory.values()) {
            PhraseMatcher matcher = PHRASES.get(category);
            if (matcher != null) {
                for (PhraseMatch match : matcher.find(text, folded)) {
                    findings.add(new InjectionFinding(category, match.matched(), match.span()));
                }
            }
        }
        // A text without the word cannot match these case-insensitive patterns: no word, no regex.
        if (folded.contains("system") || folded.contains("assistant")) {
            addAll(findings, InjectionCategory.ROLE_IMPERSONATION, ROLE_AT_LINE_START, text);
        }
        if (folded.contains("fetch")) {
            addAll(findings, InjectionCategory.TOOL_DIRECTIVE, FETCH_URL, text);
        }
        addHidden(findings, text);
        if (findings.isEmpty()) {
            return List.of();
        }
        findings.sort(BY_POSITION_THEN_CATEGORY);
        return List.copyOf(findings);
    }

    /** The set FORMATS §2 strips from every block (bidirectional isolates included): any survivor means tampering. */
    private static boolean isHidden(char c) {
        return c == '\u0000' || c >= '\u200B' && c <= '\u200F' || c >= '\u202A' && c <= '\u202E'
                || c >= '\u2060' && c <= '\u2064' || c >= '\u2066' && c <= '\u2069' || c == '\uFEFF';
    }

    /** Each run of hidden characters is one finding. */
    private static void addHidden(List<InjectionFinding> out, String text) {
        int i = 0;
        while (i < text.length()) {
            if (!isHidden(text.charAt(i))) {
                i++;
                continue;
            }
            int start = i;
            while (i < text.length() && isHidden(text.charAt(i))) {
                i++;
            }
            out.add(new InjectionFinding(InjectionCategory.HIDDEN_CHARACTERS, text.substring(start, i), new Span(start, i)));
        }
    }

    private static void addAll(List<InjectionFinding> out, InjectionCategory category, Pattern pattern, String text) {
        Matcher matcher = pattern.matcher(text);
        int group = matcher.groupCount() > 0 ? 1 : 0;
        while (matcher.find()) {
            out.add(new InjectionFinding(category, matcher.group(group),
                    new Span(matcher.start(group), matcher.end(group))));
        }
    }
}
