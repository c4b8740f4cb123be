package org.copydesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.app.SharedVectors;
import org.copydesk.app.workflow.DemoSeed;
import org.copydesk.app.workflow.metrics.EvalJsonLines;
import org.copydesk.app.workflow.metrics.GroupBy;
import org.copydesk.model.json.CanonicalJson;
import org.copydesk.model.json.Json;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Field verdicts signed through the CLI, the figures computed from them, and the evaluation set exported. */
class EvaluationFlowTest {

    static final String POLL = DecisionFlowTest.POLL;
    static final String BLOCKED = DecisionFlowTest.BLOCKED;
    static final String COMMENTARY = DecisionFlowTest.COMMENTARY;
    static final String EVENT = "6e6ea94f9713893141b27ec3281b2fb3b489500884780145f8212d06186c3105";
    static final String DISCOVER = "eea406e310431363963e4789ad0d93e0c95957973528e2548710240e0f722590";
    static final String MODEL = "gpt-5.6-sol-2026-08-01";

    static final String POLL_VERDICTS = """
            {"field_verdicts": [
              {"path": "fields.sample_size", "verdict": "correct", "corrected_value": null, "evidence": []},
              {"path": "fields.margin_of_error", "verdict": "incorrect", "corrected_value": 3.5, "evidence": ["b003"]},
              {"path": "fields.other_pct", "verdict": "missed", "corrected_value": 2, "evidence": ["b004"]},
              {"path": "results.Dana Whitfield.pct", "verdict": "correct", "corrected_value": null, "evidence": []},
              {"path": "results.Marcus Ode.pct", "verdict": "unsupported", "corrected_value": null, "evidence": []}
            ]}
            """;

    @TempDir
    Path dir;

    CliRunner cli;
    String store;
    String pass;
    Path keys;

    @BeforeEach
    void setUp() throws IOException {
        cli = new CliRunner(dir.resolve("default.db"), DemoSeed.NONE);
        CliDesk desk = new CliDesk(cli, dir).keygen("olive.owner", "ed.ramos");
        store = desk.store;
        pass = desk.pass;
        keys = desk.keys;
        cli.run("--store", store, "import", SharedVectors.bundle().toString());
        desk.owner("olive.owner", "Olive Owner").add("ed.ramos", "Ed Ramos", "editor", "olive.owner");
    }

    String key(String file) {
        return keys.resolve(file).toString();
    }

    CliRunner.Result decide(String subject, String decision, String rationale, String verdicts) {
        List<String> args = new ArrayList<>(List.of("--store", store, "decide", "--json", "--subject", subject,
                "--decision", decision, "--rationale", rationale, "--key", key("ed.ramos.key"), "--passphrase-file", pass));
        if (verdicts != null) {
            try {
                Path file = Files.createTempFile(dir, "verdicts", ".json");
                Files.writeString(file, verdicts);
                args.add("--field-verdicts");
                args.add(file.toString());
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        return cli.run(args.toArray(String[]::new));
    }

    static String one(String path, String verdict, String corrected, String evidence) {
        return "[{\"path\": \"" + path + "\", \"verdict\": \"" + verdict + "\", \"corrected_value\": " + corrected
                + ", \"evidence\": [" + evidence + "]}]";
    }

    /** The fixture store: four runs settled, one approval revoked, one decision superseded. */
    void decideTheFixture() {
        assertOk(decide(POLL, "approve", "Numbers match the release", POLL_VERDICTS));
        assertOk(decide(COMMENTARY, "reject", "c3 reads more into the undecided share than the poll says",
                "[" + String.join(",",
                        "{\"path\": \"claims.c1\", \"verdict\": \"supported\", \"corrected_value\": null, \"evidence\": []}",
                        "{\"path\": \"claims.c2\", \"verdict\": \"supported\", \"corrected_value\": null, \"evidence\": [\"b003\"]}",
                        "{\"path\": \"claims.c3\", \"verdict\": \"unsupported\", \"corrected_value\": null, \"evidence\": []}")
                        + "]"));
        assertOk(decide(BLOCKED, "reject", "Injected instructions in b002", null));
        assertOk(decide(EVENT, "approve", "Withdrawal confirmed", one("numeric_input.value", "correct", "null", "")));
        assertOk(decide(EVENT, "reject", "On rereading b003 the ballot will list four candidates",
                "[" + String.join(",",
                        "{\"path\": \"numeric_input.value\", \"verdict\": \"incorrect\", \"corrected_value\": 4, \"evidence\": [\"b003\"]}",
                        "{\"path\": \"fields.event_date\", \"verdict\": \"correct\", \"corrected_value\": null, \"evidence\": []}")
                        + "]"));
        String discover = decide(DISCOVER, "approve", "Policy applied as written", null).json().get("decision_sha256").asText();
        assertOk(decide(discover, "revoke", "Signed on the wrong record", null));
    }

    static void assertOk(CliRunner.Result result) {
        assertEquals(0, result.code(), result.err());
    }

    @Test
    void verdictsAreSignedVerifiedAndExportedInTheSignedBytes() throws IOException {
        CliRunner.Result decided = decide(POLL.substring(0, 10), "approve", "Numbers match the release", POLL_VERDICTS);
        assertOk(decided);
        JsonNode given = Json.parse(POLL_VERDICTS.getBytes(StandardCharsets.UTF_8)).get("field_verdicts");
        assertEquals(given, decided.json().get("field_verdicts"));
        JsonNode verify = cli.run("--store", store, "verify", "--json").json().get("decisions").get(0);
        assertEquals("valid", verify.get("state").asText(), verify.toString());
        Path out = dir.resolve("export");
        assertOk(cli.run("--store", store, "export", "--out", out.toString()));
        String sha = decided.json().get("decision_sha256").asText();
        JsonNode signed = Json.parse(Files.readAllBytes(out.resolve(sha + ".json")));
        assertEquals(given, signed.get("field_verdicts"));
        Process ssh = new ProcessBuilder("ssh-keygen", "-Y", "verify", "-f", out.resolve("allowed_signers").toString(),
                "-I", "ed.ramos", "-n", "review-decision@copydesk", "-s", out.resolve(sha + ".json.sig").toString())
                .redirectInput(out.resolve(sha + ".json").toFile()).redirectErrorStream(true).start();
        String said = new String(ssh.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, waitFor(ssh), said);
    }

    @Test
    void anInvalidVerdictIsRefusedWithItsReasonAndNothingIsStored() {
        CliRunner.Result refused = decide(POLL, "approve", "Numbers match",
                one("fields.sample_size", "incorrect", "\"five hundred\"", "\"b003\""));
        assertEquals(1, refused.code());
        assertTrue(refused.err().contains("fields.sample_size: the corrected sample size must be a whole number"),
                refused.err());
        CliRunner.Result onBlocked = decide(BLOCKED, "reject", "Injected", one("fields.pollster", "correct", "null", ""));
        assertEquals(1, onBlocked.code());
        assertTrue(onBlocked.err().contains("no output"), onBlocked.err());
        assertEquals(0, cli.run("--store", store, "verify", "--json").json().get("decisions").size());
    }

    @Test
    void verdictsOnAnythingButAShadowRunAreRefused() throws IOException {
        Path verdicts = Files.writeString(dir.resolve("v.json"), one("fields.pollster", "correct", "null", ""));
        CliRunner.Result pair = cli.run("--store", store, "decide", "--subject", POLL, "--subject", COMMENTARY,
                "--decision", "distinct", "--rationale", "Different tasks", "--field-verdicts", verdicts.toString(),
                "--key", key("ed.ramos.key"), "--passphrase-file", pass);
        assertEquals(1, pair.code());
        assertTrue(pair.err().contains("field verdicts are given on shadow runs only"), pair.err());
        String sha = decide(POLL, "approve", "Numbers match", null).json().get("decision_sha256").asText();
        CliRunner.Result revoke = decide(sha, "revoke", "Wrong record", one("fields.pollster", "correct", "null", ""));
        assertEquals(1, revoke.code());
        assertTrue(revoke.err().contains("shadow runs only"), revoke.err());
        assertEquals(1, cli.run("--store", store, "verify", "--json").json().get("decisions").size());
    }

    @Test
    void anUnreadableVerdictFileIsBadInput() {
        CliRunner.Result missing = cli.run("--store", store, "decide", "--subject", POLL, "--decision", "approve",
                "--rationale", "Numbers match", "--field-verdicts", dir.resolve("nope.json").toString(),
                "--key", key("ed.ramos.key"), "--passphrase-file", pass);
        assertEquals(2, missing.code());
        assertTrue(missing.err().contains("nope.json: cannot read"), missing.err());
        CliRunner.Result garbled = decide(POLL, "approve", "Numbers match", "[{\"path\": ");
        assertEquals(2, garbled.code(), garbled.err());
    }

    @Test
    void figuresByModelMatchTheHandCount() {
        decideTheFixture();
        CliRunner.Result result = cli.run("--store", store, "metrics", "--json");
        assertOk(result);
        JsonNode groups = result.json().get("groups");
        assertEquals(2, groups.size(), "the revoked discover approval counts nowhere");

        JsonNode none = groups.get(0);
        assertEquals("(none)", none.get("key").asText());
        assertEquals(1, none.get("runs").asInt());
        assertEquals(1, none.get("rejected").asInt());
        assertRatio(none.get("override_rate"), 0, 0);
        assertRatio(none.get("injection_catch_rate"), 1, 1);
        assertEquals(1, none.get("injection_catch_rate").get("caught_upstream").asInt());

        JsonNode model = groups.get(1);
        assertEquals(MODEL, model.get("key").asText());
        assertEquals(3, model.get("runs").asInt());
        assertEquals(1, model.get("approved").asInt());
        assertEquals(2, model.get("rejected").asInt(), "the event's approval was superseded by its rejection");
        assertEquals(3, model.get("adjudicated").asInt());
        // The commentary (after the poll's approval) and the event passed every check, yet were rejected.
        assertRatio(model.get("override_rate"), 2, 3);
        assertEquals(2, model.get("override_rate").get("rejected_all_passed").asInt());
        assertRatio(model.get("missed_disclosure_rate"), 1, 1);
        assertRatio(model.get("claim_support_rate"), 2, 3);
        assertRatio(model.get("injection_catch_rate"), 0, 0);
        JsonNode fields = model.get("fields");
        assertEquals(List.of("fields.event_date", "fields.margin_of_error", "fields.other_pct", "fields.sample_size",
                "numeric_input.value", "results.*.pct"), names(fields));
        assertCounts(fields.get("fields.sample_size"), 1, 0, 0, 0);
        assertCounts(fields.get("fields.margin_of_error"), 0, 1, 0, 0);
        assertCounts(fields.get("fields.other_pct"), 0, 0, 1, 0);
        assertCounts(fields.get("results.*.pct"), 1, 0, 0, 1);
        assertCounts(fields.get("numeric_input.value"), 0, 1, 0, 0);
        assertCounts(fields.get("fields.event_date"), 1, 0, 0, 0);
        assertRatio(fields.get("results.*.pct").get("accuracy"), 1, 2);
    }

    @Test
    void figuresByWeekAndPromptMatchTheHandCount() {
        decideTheFixture();
        JsonNode weeks = cli.run("--store", store, "metrics", "--by", "week", "--json").json().get("groups");
        // Event created 2026-10-01 (W40); poll, blocked poll and commentary 14–16 October (W42).
        assertEquals("2026-W40", weeks.get(0).get("key").asText());
        assertEquals(1, weeks.get(0).get("runs").asInt());
        assertEquals("2026-W42", weeks.get(1).get("key").asText());
        assertEquals(3, weeks.get(1).get("runs").asInt());
        JsonNode prompts = cli.run("--store", store, "metrics", "--by", "prompt", "--json").json().get("groups");
        // The poll and the blocked poll share a prompt digest; commentary and event have their own.
        assertEquals(List.of(2, 1, 1), sortedRuns(prompts));
    }

    @Test
    void theExportedEvaluationSetReplaysIntoTheStoreFigures() throws IOException {
        decideTheFixture();
        Path out = dir.resolve("eval.jsonl");
        CliRunner.Result exported = cli.run("--store", store, "export-eval", "--out", out.toString(), "--json");
        assertOk(exported);
        assertEquals(4, exported.json().get("exported").asInt());
        List<String> lines = Files.readAllLines(out);
        assertEquals(4, lines.size());
        JsonNode poll = lines.stream().map(l -> Json.parse(l.getBytes(StandardCharsets.UTF_8)))
                .filter(l -> l.get("record_sha256").asText().equals(POLL)).findFirst().orElseThrow();
        assertEquals(500, poll.get("values").get("fields.sample_size").asInt());
        assertTrue(poll.get("values").get("fields.other_pct").isNull());
        assertEquals(3.5, poll.get("field_verdicts").get(1).get("corrected_value").asDouble());
        assertEquals(64, poll.get("provenance").get("prompt_sha256").asText().length());
        assertEquals(64, poll.get("decision").get("decision_sha256").asText().length());
        for (GroupBy by : GroupBy.values()) {
            JsonNode fromStore = cli.run("--store", store, "metrics", "--by", by.wire(), "--json").json();
            try (Reader reader = Files.newBufferedReader(out)) {
                // Compared as canonical text: a re-parsed document has IntNodes where the built one has LongNodes.
                assertEquals(CanonicalJson.string(fromStore),
                        CanonicalJson.string(MetricsJson.of(EvalJsonLines.replay(reader, by))), by.wire());
            }
        }
    }

    @Test
    void anEmptyStoreHasNoGroupsAndAnUnknownGroupingIsBadUsage() {
        assertEquals(0, cli.run("--store", store, "metrics", "--json").json().get("groups").size());
        CliRunner.Result bad = cli.run("--store", store, "metrics", "--by", "reviewer");
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("expected model, prompt, schema or week"), bad.err());
    }

    @Test
    void theTextReportShowsEachFigureWithItsCounts() {
        decideTheFixture();
        CliRunner.Result text = cli.run("--store", store, "metrics");
        assertOk(text);
        assertTrue(text.out().contains("override rate        2/3 (66.7%)"), text.out());
        assertTrue(text.out().contains("claims supported     0/0 (—)"), text.out());
    }

    static void assertRatio(JsonNode ratio, int numerator, int denominator) {
        assertEquals(numerator, ratio.get("numerator").asInt(), ratio.toString());
        assertEquals(denominator, ratio.get("denominator").asInt(), ratio.toString());
        if (denominator == 0) {
            assertTrue(ratio.get("rate").isNull(), ratio.toString());
        } else {
            assertEquals((double) numerator / denominator, ratio.get("rate").asDouble(), 1e-12);
        }
    }

    static void assertCounts(JsonNode counts, int correct, int incorrect, int missed, int unsupported) {
        assertEquals(List.of(correct, incorrect, missed, unsupported), List.of(counts.get("correct").asInt(),
                counts.get("incorrect").asInt(), counts.get("missed").asInt(), counts.get("unsupported").asInt()),
                counts.toString());
    }

    static List<String> names(JsonNode object) {
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }

    static List<Integer> sortedRuns(JsonNode groups) {
        List<Integer> runs = new ArrayList<>();
        groups.forEach(g -> runs.add(g.get("runs").asInt()));
        runs.sort(java.util.Comparator.reverseOrder());
        return runs;
    }

    static int waitFor(Process process) {
        try {
            return process.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
