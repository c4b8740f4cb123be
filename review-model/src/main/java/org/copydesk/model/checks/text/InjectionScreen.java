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
    /** The same set FORMATS §2 strips from every block: any survivor means tampering. */
    private static final Pattern HIDDEN = Pattern.compile(
            "[\\u0000\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u2069\\uFEFF]+");

    private static final int[] SYSTEM = FoldedText.pairsOf("system");
    private static final int[] ASSISTANT = FoldedText.pairsOf("assistant");
    private static final int[] FETCH = FoldedText.pairsOf("fetch");
    private static final Comparator<InjectionFinding> BY_POSITION_THEN_CATEGORY =
            Comparator.comparingInt((InjectionFinding f) -> f.span().start()).thenComparing(InjectionFinding::category);

    private InjectionScreen() {
    }

    /** Every finding, ordered by position, then by category. */
    public static List<InjectionFinding> screen(String text) {
        List<InjectionFinding> findings = new ArrayList<>(0);
        FoldedText folded = FoldedText.of(text);
        for (InjectionCategory category : InjectionCategory.values()) {
            PhraseMatcher matcher = PHRASES.get(category);
            if (matcher != null) {
                for (PhraseMatch match : matcher.find(folded)) {
                    findings.add(new InjectionFinding(category, match.matched(), match.span()));
                }
            }
        }
        // The folded text is a superset test for these ASCII case-insensitive patterns: no word, no regex.
        if (folded.contains("system", SYSTEM) || folded.contains("assistant", ASSISTANT)) {
            addAll(findings, InjectionCategory.ROLE_IMPERSONATION, ROLE_AT_LINE_START, text);
        }
        if (folded.contains("fetch", FETCH)) {
            addAll(findings, InjectionCategory.TOOL_DIRECTIVE, FETCH_URL, text);
        }
        if (hasHidden(text)) {
            addAll(findings, InjectionCategory.HIDDEN_CHARACTERS, HIDDEN, text);
        }
        if (findings.isEmpty()) {
            return List.of();
        }
        findings.sort(BY_POSITION_THEN_CATEGORY);
        return List.copyOf(findings);
    }

    /** Whether {@link #HIDDEN} can match at all: one plain scan, instead of the regex on every block. */
    private static boolean hasHidden(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\u0000' || c >= '\u200B' && c <= '\u200F' || c >= '\u202A' && c <= '\u202E'
                    || c >= '\u2060' && c <= '\u2064' || c >= '\u2066' && c <= '\u2069' || c == '\uFEFF') {
                return true;
            }
        }
        return false;
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
