package org.copydesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.workflow.DemoSeed;
import org.copydesk.model.checks.CheckEngine;
import org.copydesk.model.checks.CheckReport;
import org.copydesk.model.digest.Digests;
import org.copydesk.model.doc.Decoded;
import org.copydesk.model.doc.Documents;
import org.copydesk.model.json.CanonicalJson;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.Sha256;
import org.copydesk.model.release.BriefingTake;
import org.copydesk.model.release.ForecastArtifact;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Owner promotion, the release gate and the fallback through the real CLI, on a copy of the shared release vector. */
class PromoteFlowTest {

    @TempDir
    Path dir;

    CliRunner cli;
    String store;
    String pass;
    Path keys;
    Path release;

    @BeforeEach
    void setUp() throws IOException {
        cli = new CliRunner(dir.resolve("default.db"), DemoSeed.NONE);
        CliDesk desk = new CliDesk(cli, dir).keygen("olive.owner", "ed.ramos");
        store = desk.store;
        pass = desk.pass;
        keys = desk.keys;
        release = ReleaseFixture.copyRelease(dir.resolve("release"));
        assertEquals(0, cli.run("--store", store, "import", ReleaseFixture.draft().toString()).code());
        desk.owner("olive.owner", "Olive Owner").add("ed.ramos", "Ed Ramos", "editor", "olive.owner");
    }

    String key(String file) {
        return keys.resolve(file).toString();
    }

    CliRunner.Result promote(String signer, String take) {
        return cli.run("--store", store, "promote", "--json", "--release", release.toString(), "--take", take,
                "--rationale", "Screens pass; I accept the residual AI risk for internal use.",
                "--key", key(signer + ".key"), "--passphrase-file", pass);
    }

    CliRunner.Result gate() {
        return cli.run("--store", store, "gate", "--json", "--release", release.toString());
    }

    CliRunner.Result fallback() {
        return cli.run("--store", store, "fallback", "--json", "--release", release.toString(), "--race",
                ReleaseFixture.RACE, "--rationale", "The forecast moved on; the take is stale.",
                "--key", key("olive.owner.key"), "--passphrase-file", pass);
    }

    @Test
    void anOwnerPromotesAPassingDraftIntoTheReleaseTree() throws IOException {
        CliRunner.Result result = promote("olive.owner", ReleaseFixture.APPROVAL.substring(0, 10));
        assertEquals(0, result.code(), result.err() + result.out());
        JsonNode out = result.json();
        assertEquals(ReleaseFixture.APPROVAL, out.get("approval_sha256").asText());
        assertTrue(out.get("gate").get("passed").asBoolean(), out.toString());

        byte[] current = Files.readAllBytes(release.resolve(ReleaseFixture.CURRENT));
        String digest = Sha256.hex(current);
        assertEquals("analyst-take/archive/" + digest + ".json", out.get("archive").asText());
        assertArrayEquals(current, Files.readAllBytes(release.resolve(out.get("archive").asText())));
        JsonNode registry = ReleaseFixture.json(release.resolve("registry.json"));
        assertEquals(digest, registry.get("races").get(0).get("analyst_take_archive_sha256").asText());
    }

    @Test
    void promotionPinsTheDecisionLogCheckpointInTheReleaseAndTheGateChecksIt() throws Exception {
        assertEquals(0, promote("olive.owner", ReleaseFixture.APPROVAL).code());
        Path pin = release.resolve("decision-log/checkpoint.json");
        JsonNode pinned = ReleaseFixture.json(pin);
        JsonNode latest = cli.run("--store", store, "log", "show", "--json").json().get("checkpoint");
        assertEquals(latest, pinned);
        assertEquals("olive.owner", pinned.get("signer").get("reviewer_id").asText());
        assertEquals(List.of(), ReleaseFixture.failedChecks(gate().json()));

        byte[] kept = Files.readAllBytes(pin);
        Files.delete(pin);
        assertEquals(List.of("release.decision_log"), ReleaseFixture.failedChecks(gate().json()));
        Files.write(pin, kept);

        try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + store);
             java.sql.Statement s = c.createStatement()) {
            for (String table : List.of("log_leaf", "log_node", "log_info", "log_checkpoint")) {
                s.executeUpdate("DROP TRIGGER " + table + "_append_only_delete");
            }
            s.executeUpdate("DROP TRIGGER decision_append_only_delete");
            s.executeUpdate("DROP TRIGGER decision_subject_append_only_delete");
            s.executeUpdate("DELETE FROM decision_subject");
            s.executeUpdate("DELETE FROM decision");
            s.executeUpdate("DELETE FROM log_checkpoint WHERE size > 2");
            for (String table : List.of("log_leaf", "log_node", "log_info")) {
                s.executeUpdate("DELETE FROM " + table);
            }
        }
        JsonNode gate = gate().json();
        assertTrue(ReleaseFixture.failedChecks(gate).contains("release.decision_log"), gate.toString());
    }

    @Test
    void theAuthorizedTakeKeepsItsDigestAndBriefingAndCarriesExactlyTheLabels() throws IOException {
        assertEquals(0, promote("olive.owner", ReleaseFixture.APPROVAL).code());
        byte[] bytes = Files.readAllBytes(release.resolve(ReleaseFixture.CURRENT));
        BriefingTake authorized = BriefingTake.from(Json.parse(bytes));
        BriefingTake draft = BriefingTake.from(ReleaseFixture.json(ReleaseFixture.draft()));

        assertEquals(ReleaseFixture.APPROVAL, Digests.takeApproval(authorized.json()));
        assertEquals(draft.sections(), authorized.sections());
        assertEquals(BriefingTake.AUTHORIZED, authorized.status());
        JsonNode authorization = authorized.authorization().orElseThrow();
        assertEquals("internal-use-owner-authorization.v1", authorization.get("policy").asText());
        assertEquals("olive.owner", authorization.get("reviewer_id").asText());
        assertTrue(authorization.get("residual_ai_risk_accepted").asBoolean());
        assertEquals(CanonicalJson.string(authorized.json()), Files.readString(release.resolve(ReleaseFixture.CURRENT)),
                "written as its canonical bytes");

        byte[] forecastBytes = Files.readAllBytes(release.resolve(ReleaseFixture.FORECAST));
        ForecastArtifact forecast = ((Decoded.Forecast) Documents.decode(forecastBytes)).artifact();
        CheckReport report = new CheckEngine().check(authorized, Optional.of(forecast));
        assertEquals(List.of(), report.failedIds());
        assertTrue(report.results().stream().anyMatch(r -> r.checkId().equals("take.labels") && r.passed()));
    }

    @Test
    void theOwnerDecisionVerifiesAndTheGatePassesAgainOnItsOwn() {
        assertEquals(0, promote("olive.owner", ReleaseFixture.APPROVAL).code());
        JsonNode verify = cli.run("--store", store, "verify", "--json").json();
        assertEquals("valid", verify.get("decisions").get(0).get("state").asText());
        CliRunner.Result gate = gate();
        assertEquals(0, gate.code(), gate.out());
    }

    @Test
    void promotingTheAlreadyCurrentTakeAgainIsRefused() {
        assertEquals(0, promote("olive.owner", ReleaseFixture.APPROVAL).code());
        Map<String, String> before = ReleaseFixture.picture(release);
        CliRunner.Result again = promote("olive.owner", ReleaseFixture.APPROVAL);
        assertEquals(1, again.code());
        assertTrue(again.err().contains("already"), again.err());
        assertEquals(before, ReleaseFixture.picture(release));
    }

    @Test
    void anEditorIsRefusedAndTheTreeIsUnchanged() {
        Map<String, String> before = ReleaseFixture.picture(release);
        CliRunner.Result result = promote("ed.ramos", ReleaseFixture.APPROVAL);
        assertEquals(1, result.code());
        assertTrue(result.err().contains("owner"), result.err());
        assertEquals(before, ReleaseFixture.picture(release));
        assertEquals(0, cli.run("--store", store, "verify", "--json").json().get("decisions").size());
    }

    @Test
    void aStaleTakeIsRefusedAndTheTreeIsUnchanged() {
        ReleaseFixture.advanceForecast(release);
        Map<String, String> before = ReleaseFixture.picture(release);
        CliRunner.Result result = promote("olive.owner", ReleaseFixture.APPROVAL);
        assertEquals(1, result.code());
        assertTrue(result.err().contains("stale"), result.err());
        assertEquals(before, ReleaseFixture.picture(release));
    }

    @Test
    void aFailingTakeIsRefusedAndTheTreeIsUnchanged() throws IOException {
        Path failing = writeDraftWithNumber();
        assertEquals(0, cli.run("--store", store, "import", failing.toString()).code());
        String id = Digests.takeApproval(ReleaseFixture.json(failing));
        Map<String, String> before = ReleaseFixture.picture(release);
        CliRunner.Result result = promote("olive.owner", id);
        assertEquals(1, result.code());
        assertTrue(result.err().contains("take.no_numbers"), result.err());
        assertEquals(before, ReleaseFixture.picture(release));
    }

    /** The vector draft with a digit in race_state, every digest recomputed so that only take.no_numbers fails. */
    private Path writeDraftWithNumber() throws IOException {
        ObjectNode take = (ObjectNode) ReleaseFixture.json(ReleaseFixture.draft());
        ObjectNode section = (ObjectNode) take.get("briefing").get("sections").get(0);
        section.put("text", section.get("text").asText() + " Whitfield leads by 2 points.");
        BriefingTake parsed = BriefingTake.from(take);
        ((ObjectNode) take.get("provenance")).put("verbatim_sha256", Digests.verbatim(parsed.sections()));
        take.put("approval_sha256", Digests.takeApproval(take));
        return Files.write(dir.resolve("failing.json"), CanonicalJson.bytes(take));
    }

    @Test
    void theGatePassesOnTheVectorTreeAndFailsOnALabelledFallback() throws IOException {
        assertEquals(0, gate().code());
        Path current = release.resolve(ReleaseFixture.CURRENT);
        ObjectNode fallback = (ObjectNode) ReleaseFixture.json(current);
        fallback.putObject("labels").put("briefing", "AI-authored race briefing");
        Files.write(current, CanonicalJson.bytes(fallback));
        CliRunner.Result gate = gate();
        assertEquals(1, gate.code());
        assertEquals(List.of("release.fallback_labels"), ReleaseFixture.failedChecks(gate.json()));
    }

    @Test
    void theGateFailsWhenThePromotedTakesArchiveIsMissing() throws IOException {
        JsonNode out = promote("olive.owner", ReleaseFixture.APPROVAL).json();
        Files.delete(release.resolve(out.get("archive").asText()));
        CliRunner.Result gate = gate();
        assertEquals(1, gate.code());
        assertTrue(ReleaseFixture.failedChecks(gate.json()).contains("release.take_archive"), gate.out());
    }

    @Test
    void theGateFailsWhenTheStoreHoldsNoOwnerDecisionForTheCurrentTake() {
        assertEquals(0, promote("olive.owner", ReleaseFixture.APPROVAL).code());
        CliRunner.Result gate = cli.run("--store", dir.resolve("other.db").toString(), "gate", "--json",
                "--release", release.toString());
        assertEquals(1, gate.code());
        // The release's pinned checkpoint is the first store's, so the other store's log cannot extend it either.
        assertEquals(List.of("release.take_authorized", "release.decision_log"), ReleaseFixture.failedChecks(gate.json()));
    }

    @Test
    void theGateFailsWhenTheAuthorizedBriefingIsEditedWithItsArchive() throws IOException {
        assertEquals(0, promote("olive.owner", ReleaseFixture.APPROVAL).code());
        Path current = release.resolve(ReleaseFixture.CURRENT);
        String edited = Files.readString(current).replace("slight favorite", "clear favorite");
        Files.writeString(current, edited);
        String sha = Sha256.hex(edited);
        Files.writeString(release.resolve("analyst-take/archive/" + sha + ".json"), edited);
        Path registry = release.resolve("registry.json");
        Files.writeString(registry, Files.readString(registry).replaceAll("[0-9a-f]{64}", sha));
        CliRunner.Result gate = gate();
        assertEquals(1, gate.code());
        assertTrue(ReleaseFixture.failedChecks(gate.json()).contains("release.take_current"), gate.out());
    }

    @Test
    void aFallbackReplacesAStaleTakeWithoutLabelsAndTheGatePasses() {
        ReleaseFixture.advanceForecast(release);
        assertEquals(List.of("release.take_current"), ReleaseFixture.failedChecks(gate().json()));
        CliRunner.Result result = fallback();
        assertEquals(0, result.code(), result.err() + result.out());
        JsonNode current = ReleaseFixture.json(release.resolve(ReleaseFixture.CURRENT));
        assertEquals("analyst-take.v2", current.get("schema").asText());
        assertEquals("fc-2026-10-23-01", current.get("forecast_run_id").asText());
        assertFalse(current.has("labels"));
        assertTrue(result.json().get("gate").get("passed").asBoolean());
    }

    @Test
    void aFallbackWithdrawsAStalePromotedTakeAndClearsTheArchivePointer() {
        assertEquals(0, promote("olive.owner", ReleaseFixture.APPROVAL).code());
        ReleaseFixture.advanceForecast(release);
        CliRunner.Result result = fallback();
        assertEquals(0, result.code(), result.err() + result.out());
        assertTrue(result.json().get("withdrawal_decision_sha256").isTextual());
        JsonNode registry = ReleaseFixture.json(release.resolve("registry.json"));
        assertTrue(registry.get("races").get(0).get("analyst_take_archive_sha256").isNull());
        List<String> states = new ArrayList<>();
        cli.run("--store", store, "verify", "--json").json().get("decisions")
                .forEach(d -> states.add(d.get("state").asText()));
        assertEquals(List.of("superseded", "valid"), states);
    }

    @Test
    void aFallbackIsRefusedForATakeThatIsStillCurrent() {
        Map<String, String> before = ReleaseFixture.picture(release);
        CliRunner.Result result = fallback();
        assertEquals(1, result.code());
        assertEquals(before, ReleaseFixture.picture(release));
    }

    @Test
    void checkBindsTakesToTheImportedReleaseOrTheOneNamed() {
        assertEquals(0, cli.run("--store", store, "import", release.toString()).code());
        JsonNode bound = cli.run("--store", store, "check", "--json", "--record", ReleaseFixture.APPROVAL).json();
        JsonNode record = bound.get("records").get(0);
        assertEquals("analyst_take", record.get("kind").asText());
        assertEquals("passed", result(record, "take.binding"));

        ReleaseFixture.advanceForecast(release);
        CliRunner.Result stale = cli.run("--store", store, "check", "--json", "--release", release.toString());
        assertEquals(1, stale.code());
        JsonNode take = null;
        for (JsonNode each : stale.json().get("records")) {
            if (each.get("kind").asText().equals("analyst_take")) {
                take = each;
            }
        }
        assertEquals("failed", result(take, "take.binding"));
    }

    @Test
    void reimportingAPromotedReleaseIsNotAConflict() {
        assertEquals(0, promote("olive.owner", ReleaseFixture.APPROVAL).code());
        JsonNode summary = cli.run("--store", store, "import", "--json", release.toString()).json();
        assertEquals(0, summary.get("rejected").size(), summary.toString());
    }

    private static String result(JsonNode record, String checkId) {
        for (JsonNode check : record.get("checks")) {
            if (check.get("check_id").asText().equals(checkId)) {
                return check.get("result").asText();
            }
        }
        return "absent";
    }
}
