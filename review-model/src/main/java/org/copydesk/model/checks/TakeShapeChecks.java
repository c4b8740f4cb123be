package org.copydesk.model.checks;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.model.digest.Digests;
import org.copydesk.model.json.Json;
import org.copydesk.model.release.BriefingSection;
import org.copydesk.model.release.BriefingTake;
import org.copydesk.model.release.ForecastArtifact;
import org.copydesk.model.release.PacketSection;
import org.copydesk.model.release.TakeLabels;

/** Digest, binding and structure checks of an analyst take (CHECKS.md, Analyst take). */
final class TakeShapeChecks {

    static final int MAX_BRIEFING_CHARACTERS = 10_000;

    private TakeShapeChecks() {
    }

    static Outcome approvalDigest(TakeUnderReview subject, CheckContext context) {
        BriefingTake take = subject.take();
        String computed = Digests.takeApproval(take.json());
        return computed.equals(take.approvalSha256())
                ? Outcome.passed("approval_sha256 recomputes to " + computed)
                : Outcome.failed("approval_sha256 states " + take.approvalSha256() + " but recomputes to " + computed);
    }

    static Outcome packetDigest(TakeUnderReview subject, CheckContext context) {
        BriefingTake take = subject.take();
        List<String> problems = new ArrayList<>();
        String packet = Digests.packet(take.packet().json());
        if (!packet.equals(take.provenance().packetSha256())) {
            problems.add("provenance.packet_sha256 states " + take.provenance().packetSha256()
                    + " but the packet hashes to " + packet);
        }
        String verbatim = Digests.verbatim(take.sections());
        if (!verbatim.equals(take.provenance().verbatimSha256())) {
            problems.add("provenance.verbatim_sha256 states " + take.provenance().verbatimSha256()
                    + " but the section texts hash to " + verbatim);
        }
        return Outcome.of(problems, "packet and verbatim digests recompute");
    }

    static Outcome binding(TakeUnderReview subject, CheckContext context) {
        if (subject.currentForecast().isEmpty()) {
            return Outcome.notApplicable("no current forecast artifact is known for " + subject.take().raceId());
        }
        BriefingTake take = subject.take();
        ForecastArtifact forecast = subject.currentForecast().get();
        List<String> problems = new ArrayList<>();
        if (!take.raceId().equals(forecast.raceId())) {
            problems.add("race_id " + take.raceId() + " differs from the forecast's " + forecast.raceId());
        }
        if (!take.forecastRunId().equals(forecast.runId())) {
            problems.add("forecast_run_id " + take.forecastRunId() + " differs from the current " + forecast.runId());
        }
        if (!take.artifactSha256().equals(forecast.artifactSha256())) {
            problems.add("artifact_sha256 " + take.artifactSha256() + " differs from the current "
                    + forecast.artifactSha256());
        }
        if (!take.dataCutoff().equals(forecast.dataCutoff())) {
            problems.add("data_cutoff " + take.dataCutoff() + " differs from the current " + forecast.dataCutoff());
        }
        return problems.isEmpty()
                ? Outcome.passed("bound to the current forecast " + forecast.runId())
                : Outcome.failed("stale: " + String.join("; ", problems));
    }

    static Outcome forecastEffect(TakeUnderReview subject, CheckContext context) {
        JsonNode effect = subject.take().forecastEffect();
        return effect.isIntegralNumber() && effect.bigIntegerValue().signum() == 0
                ? Outcome.passed("forecast_effect is 0")
                : Outcome.failed("forecast_effect is " + effect + ", not the integer 0");
    }

    static Outcome sections(TakeUnderReview subject, CheckContext context) {
        BriefingTake take = subject.take();
        List<String> briefing = take.sections().stream().map(BriefingSection::section).toList();
        List<String> packet = take.packet().sections().stream().map(PacketSection::section).toList();
        List<String> problems = new ArrayList<>();
        if (!briefing.equals(BriefingTake.SECTION_ORDER)) {
            problems.add("briefing sections are " + briefing + ", not " + BriefingTake.SECTION_ORDER);
        }
        if (!packet.equals(BriefingTake.SECTION_ORDER)) {
            problems.add("packet sections are " + packet + ", not " + BriefingTake.SECTION_ORDER);
        }
        return Outcome.of(problems, "sections are " + String.join(", ", BriefingTake.SECTION_ORDER) + " in order");
    }

    static Outcome evidenceIds(TakeUnderReview subject, CheckContext context) {
        BriefingTake take = subject.take();
        List<String> problems = new ArrayList<>();
        Set<String> union = new LinkedHashSet<>();
        for (BriefingSection section : take.sections()) {
            List<String> allowed = take.packet().section(section.section())
                    .map(PacketSection::allowedEvidenceIds).orElse(List.of());
            for (String id : section.evidenceIds()) {
                union.add(id);
                if (!allowed.contains(id)) {
                    problems.add(section.section() + " cites " + id + ", which is not among its allowed_evidence_ids");
                }
            }
        }
        Set<String> stated = new LinkedHashSet<>(take.briefingEvidenceIds());
        if (!stated.equals(union)) {
            problems.add("briefing.evidence_ids " + take.briefingEvidenceIds()
                    + " is not the union of the sections' " + List.copyOf(union));
        }
        return Outcome.of(problems, "every section cites only allowed evidence; the briefing lists their union");
    }

    static Outcome size(TakeUnderReview subject, CheckContext context) {
        // Characters as a reader counts them: code points, not UTF-16 units.
        int characters = subject.take().sections().stream()
                .mapToInt(s -> s.text().codePointCount(0, s.text().length())).sum();
        return characters > MAX_BRIEFING_CHARACTERS
                ? Outcome.failed("the briefing has " + characters + " characters, over " + MAX_BRIEFING_CHARACTERS)
                : Outcome.passed("the briefing has " + characters + " characters");
    }

    static Outcome labels(TakeUnderReview subject, CheckContext context) {
        BriefingTake take = subject.take();
        Optional<JsonNode> labels = take.labels();
        if (!take.isAuthorized()) {
            return labels.isEmpty()
                    ? Outcome.passed("a " + take.status() + " take carries no labels")
                    : Outcome.failed("a " + take.status() + " take carries labels " + labels.get());
        }
        ObjectNode expected = Json.nodes().objectNode();
        TakeLabels.AUTHORIZED.forEach(expected::put);
        if (labels.isEmpty()) {
            return Outcome.failed("an authorized take carries no labels");
        }
        return labels.get().equals(expected)
                ? Outcome.passed("an authorized take carries exactly the owner-authorized labels")
                : Outcome.failed("labels " + labels.get() + " are not exactly " + expected);
    }
}
