package org.copydesk.app.workflow.metrics;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.model.decision.FieldVerdict;
import org.copydesk.model.json.CanonicalJson;
import org.copydesk.model.json.Fields;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.MalformedDocumentException;

/**
 * The evaluation set as JSON Lines ({@code export-eval}, docs/decisions/0052-evaluation-set-export.md): one adjudicated
 * run per line, canonical JSON, so the upstream team can replay it as a regression set and
 * {@link #replay} yields exactly the figures the store gave.
 */
public final class EvalJsonLines {

    public static final String SCHEMA = "adjudicated-run.v1";

    private EvalJsonLines() {
    }

    public static void write(List<AdjudicatedRun> runs, Writer out) throws IOException {
        for (AdjudicatedRun run : runs) {
            out.write(CanonicalJson.string(line(run)));
            out.write('\n');
        }
        out.flush();
    }

    public static List<AdjudicatedRun> read(Reader in) throws IOException {
        BufferedReader lines = new BufferedReader(in);
        List<AdjudicatedRun> runs = new ArrayList<>();
        int number = 0;
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
            number++;
            if (line.isBlank()) {
                continue;
            }
            try {
                runs.add(parse(Json.parse(line.getBytes(StandardCharsets.UTF_8))));
            } catch (MalformedDocumentException e) {
                throw new MalformedDocumentException("line " + number + ": " + e.getMessage());
            }
        }
        return runs;
    }

    /** The figures an exported evaluation set stands for, grouped as asked. */
    public static Metrics replay(Reader in, GroupBy by) throws IOException {
        return MetricsCalculator.compute(read(in), by);
    }

    static ObjectNode line(AdjudicatedRun adjudicated) {
        RunFacts run = adjudicated.run();
        Adjudication decision = adjudicated.adjudication();
        ObjectNode node = Json.nodes().objectNode();
        node.put("schema", SCHEMA);
        node.put("record_sha256", run.recordSha256());
        node.put("run_id", run.runId());
        node.put("task", run.task());
        node.put("status", run.status());
        run.blockedReasons().forEach(node.putArray("blocked_reasons")::add);
        node.put("injection_detected", run.screenedInjection());
        node.put("created_at", run.createdAt());
        ObjectNode provenance = node.putObject("provenance");
        provenance.put("mode", run.provenance().mode());
        provenance.put("model", run.provenance().model().orElse(null));
        provenance.put("prompt_sha256", run.provenance().promptSha256().orElse(null));
        provenance.put("schema_sha256", run.provenance().schemaSha256().orElse(null));
        ObjectNode values = node.putObject("values");
        run.values().forEach(values::set);
        ObjectNode decided = node.putObject("decision");
        decided.put("decision_sha256", decision.decisionSha256());
        decided.put("decision", decision.decision());
        decided.put("reviewer_id", decision.reviewerId());
        decided.put("decided_at", decision.decidedAt());
        decision.checksFailed().forEach(decided.putArray("checks_failed")::add);
        ArrayNode verdicts = node.putArray("field_verdicts");
        for (FieldVerdict verdict : decision.verdicts()) {
            ObjectNode v = verdicts.addObject();
            v.put("path", verdict.path());
            v.put("verdict", verdict.verdict());
            v.set("corrected_value", verdict.correctedValue());
            verdict.evidence().forEach(v.putArray("evidence")::add);
        }
        return node;
    }

    private static AdjudicatedRun parse(JsonNode node) {
        String schema = Fields.text(node, "schema", "");
        if (!SCHEMA.equals(schema)) {
            throw new MalformedDocumentException("unknown schema \"" + schema + "\" (expected " + SCHEMA + ")");
        }
        JsonNode p = Fields.object(node, "provenance", "");
        RunProvenance provenance = new RunProvenance(Fields.text(p, "mode", "provenance"),
                Fields.nullableText(p, "model", "provenance"), Fields.nullableText(p, "prompt_sha256", "provenance"),
                Fields.nullableText(p, "schema_sha256", "provenance"));
        Map<String, JsonNode> values = new LinkedHashMap<>();
        Fields.object(node, "values", "").properties().forEach(e -> values.put(e.getKey(), e.getValue()));
        JsonNode injection = Fields.required(node, "injection_detected", "");
        if (!injection.isBoolean()) {
            throw new MalformedDocumentException("injection_detected must be true or false");
        }
        RunFacts run = new RunFacts(Fields.text(node, "record_sha256", ""), Fields.text(node, "run_id", ""),
                Fields.text(node, "task", ""), Fields.text(node, "status", ""),
                Fields.textList(node, "blocked_reasons", ""), injection.booleanValue(),
                Fields.text(node, "created_at", ""), provenance, values);
        JsonNode d = Fields.object(node, "decision", "");
        List<JsonNode> items = Fields.objects(node, "field_verdicts", "");
        List<FieldVerdict> verdicts = new ArrayList<>(items.size());
        for (int i = 0; i < items.size(); i++) {
            verdicts.add(FieldVerdict.from(items.get(i), Fields.item("", "field_verdicts", i)));
        }
        Adjudication decision = new Adjudication(Fields.text(d, "decision_sha256", "decision"),
                Fields.text(d, "decision", "decision"), Fields.text(d, "reviewer_id", "decision"),
                Fields.text(d, "decided_at", "decision"), Fields.textList(d, "checks_failed", "decision"), verdicts);
        return new AdjudicatedRun(run, decision);
    }
}
