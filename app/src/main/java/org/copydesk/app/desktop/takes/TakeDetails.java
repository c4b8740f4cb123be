package org.copydesk.app.desktop.takes;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import org.copydesk.app.desktop.checks.CheckRow;
import org.copydesk.app.workflow.release.TakeReview;
import org.copydesk.model.checks.Check;
import org.copydesk.model.checks.TakeChecks;
import org.copydesk.model.release.BriefingSection;
import org.copydesk.model.release.BriefingTake;
import org.copydesk.model.release.PacketSection;

/** Turns a take review into what the take view lists: sections in order, check rows, binding words. */
final class TakeDetails {

    private static final Map<String, Check<?>> CATALOGUE = TakeChecks.all().stream()
            .collect(Collectors.toMap(Check::id, c -> c, (a, b) -> a, HashMap::new));

    private TakeDetails() {
    }

    /** The four sections in their fixed order; one the take lacks is shown as missing, never skipped. */
    static List<TakeSection> sections(TakeReview review) {
        BriefingTake take = review.take();
        List<TakeSection> out = new ArrayList<>();
        for (String name : BriefingTake.SECTION_ORDER) {
            Optional<BriefingSection> section = take.section(name);
            if (section.isEmpty()) {
                out.add(new TakeSection(name, false, "", List.of(), List.of()));
                continue;
            }
            List<String> allowed = take.packet().section(name).map(PacketSection::allowedEvidenceIds)
                    .orElse(List.of());
            List<TakeChip> chips = section.get().evidenceIds().stream()
                    .map(id -> new TakeChip(id, allowed.contains(id))).toList();
            String text = section.get().text();
            out.add(new TakeSection(name, true, text, chips, ScreenMarks.find(name, text, review.report().results())));
        }
        return out;
    }

    static List<CheckRow> checks(TakeReview review) {
        return review.report().results().stream().map(r -> {
            Optional<Check<?>> check = Optional.ofNullable(CATALOGUE.get(r.checkId()));
            return new CheckRow(r.checkId(), r.verdict(), r.detail(), check.map(Check::establishes).orElse(""),
                    check.map(Check::doesNotEstablish).orElse(""));
        }).toList();
    }

    /** "current: bound to forecast run …" / "stale: …" / "unbound: …", against the tree in force. */
    static String binding(TakeReview review) {
        BriefingTake take = review.take();
        switch (review.binding()) {
            case BOUND:
                return "current: bound to forecast run " + take.forecastRunId() + ", cutoff " + take.dataCutoff();
            case STALE:
                return "stale: " + PromoteBlockers.bindingDetail(review);
            default:
                return "unbound: no current forecast is known for " + take.raceId();
        }
    }

    static String forecastDigests(BriefingTake take) {
        return "artifact_sha256 " + take.artifactSha256() + "  ·  packet_sha256 " + take.provenance().packetSha256();
    }
}
