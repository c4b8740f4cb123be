package org.copydesk.model.checks;

import java.util.List;

/** Every {@code take.*} check over an {@code analyst-take.v3}, in CHECKS.md order. */
public final class TakeChecks {

    private static final String NO_ENTAILMENT =
            "that the briefing is true or fair: word screens catch known failure modes, not meaning";

    private TakeChecks() {
    }

    public static List<Check<TakeUnderReview>> all() {
        return List.of(
                new Check<>("take.approval_digest", "approval_sha256 recomputes: the content the owner signs is this content",
                        "that the content is right", TakeShapeChecks::approvalDigest),
                new Check<>("take.packet_digest", "the packet and the section texts hash to their provenance digests",
                        "that the packet is the one the model actually saw", TakeShapeChecks::packetDigest),
                new Check<>("take.binding", "the take is bound to the race's current forecast run, artifact and cutoff",
                        "that the forecast itself is right", TakeShapeChecks::binding),
                new Check<>("take.forecast_effect", "the take declares a forecast effect of exactly 0",
                        "that readers will not take it as moving the forecast", TakeShapeChecks::forecastEffect),
                new Check<>("take.sections", "the four sections are present in the fixed order",
                        NO_ENTAILMENT, TakeShapeChecks::sections),
                new Check<>("take.evidence_ids", "each section cites only the evidence its packet section allows",
                        "that the cited evidence supports the text", TakeShapeChecks::evidenceIds),
                new Check<>("take.candidates", "every forecast candidate is named exactly, with no reordered or misspelled form",
                        NO_ENTAILMENT, (subject, context) -> Outcome.of(CandidateNames.problems(
                                TakeWordingChecks.briefingText(subject.take()), TakeWordingChecks.candidateNames(subject)),
                                "every candidate is named exactly")),
                new Check<>("take.context_direction", "reviewed context states the packet's direction and confidence",
                        NO_ENTAILMENT, TakeWordingChecks::contextDirection),
                new Check<>("take.boundary", "a sentence says reviewed context lies outside the forecast",
                        NO_ENTAILMENT, TakeWordingChecks::boundary),
                new Check<>("take.watch_language", "what_to_watch uses future-facing wording",
                        NO_ENTAILMENT, TakeWordingChecks::watchLanguage),
                new Check<>("take.no_numbers", "no section holds a digit, so no number can contradict the forecast",
                        "that numbers written as words are right", TakeWordingChecks::noNumbers),
                new Check<>("take.no_links", "no section holds a URL, www. or bracketed citation",
                        NO_ENTAILMENT, TakeWordingChecks::noLinks),
                new Check<>("take.no_certainty", "no listed certainty word appears",
                        NO_ENTAILMENT, TakeWordingChecks::noCertainty),
                new Check<>("take.no_advocacy", "no listed advocacy phrase appears",
                        NO_ENTAILMENT, TakeWordingChecks::noAdvocacy),
                new Check<>("take.no_forecast_effect", "no sentence claims to raise, lower or change the forecast",
                        NO_ENTAILMENT, TakeWordingChecks::noForecastEffect),
                new Check<>("take.size", "the briefing is at most " + TakeShapeChecks.MAX_BRIEFING_CHARACTERS + " characters",
                        NO_ENTAILMENT, TakeShapeChecks::size),
                new Check<>("take.labels", "only an owner-authorized take carries labels, and then exactly the fixed ones",
                        "that the owner's authorization is valid (release.take_authorized)", TakeShapeChecks::labels));
    }
}
