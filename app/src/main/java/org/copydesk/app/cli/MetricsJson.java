package org.copydesk.app.cli;

import java.util.Map;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.workflow.metrics.FieldCounts;
import org.copydesk.app.workflow.metrics.GroupMetrics;
import org.copydesk.app.workflow.metrics.Metrics;
import org.copydesk.app.workflow.metrics.Ratio;
import org.copydesk.model.json.Json;

/** {@code metrics --json} (CLI.md): every rate as {@code {numerator, denominator, rate}}, rate null over nothing. */
final class MetricsJson {

    private MetricsJson() {
    }

    static ObjectNode of(Metrics metrics) {
        ObjectNode json = Json.nodes().objectNode();
        json.put("by", metrics.by().wire());
        ArrayNode groups = json.putArray("groups");
        for (GroupMetrics group : metrics.groups()) {
            ObjectNode g = groups.addObject();
            g.put("key", group.key());
            g.put("runs", group.runs());
            g.put("approved", group.approved());
            g.put("rejected", group.rejected());
            g.put("adjudicated", group.adjudicated());
            g.set("approval_rate", ratio(group.approvalRate()));
            ObjectNode override = ratio(group.overrides().rate());
            override.put("rejected_all_passed", group.overrides().rejectedAllPassed());
            override.put("approved_over_failed", group.overrides().approvedOverFailed());
            g.set("override_rate", override);
            ObjectNode fields = g.putObject("fields");
            for (Map.Entry<String, FieldCounts> field : group.fields().entrySet()) {
                FieldCounts counts = field.getValue();
                ObjectNode f = fields.putObject(field.getKey());
                f.put("correct", counts.correct());
                f.put("incorrect", counts.incorrect());
                f.put("missed", counts.missed());
                f.put("unsupported", counts.unsupported());
                f.set("accuracy", ratio(counts.accuracy()));
            }
            g.set("missed_disclosure_rate", ratio(group.missedDisclosure()));
            g.set("claim_support_rate", ratio(group.claimSupport()));
            ObjectNode injection = ratio(group.injection().catchRate());
            injection.put("flagged", group.injection().flagged());
            injection.put("caught_upstream", group.injection().caughtUpstream());
            injection.put("escaped", group.injection().escaped());
            injection.put("dismissed", group.injection().dismissed());
            g.set("injection_catch_rate", injection);
        }
        return json;
    }

    static ObjectNode ratio(Ratio ratio) {
        ObjectNode node = Json.nodes().objectNode();
        node.put("numerator", ratio.numerator());
        node.put("denominator", ratio.denominator());
        if (ratio.rate().isPresent()) {
            node.put("rate", ratio.rate().get());
        } else {
            node.putNull("rate");
        }
        return node;
    }

    /** A rate for people: "2/3 (66.7%)", or "0/0 (—)" when nothing was counted. */
    static String text(Ratio ratio) {
        return ratio.numerator() + "/" + ratio.denominator() + ratio.rate()
                .map(r -> String.format(java.util.Locale.ROOT, " (%.1f%%)", r * 100)).orElse(" (—)");
    }
}
