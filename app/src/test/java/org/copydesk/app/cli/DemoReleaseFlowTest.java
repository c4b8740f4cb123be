package org.copydesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.app.workflow.DemoSeed;
import org.copydesk.fixtures.DemoCorpus;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The demo corpus end to end: its imported release binds its two governor drafts; the current one promotes. */
class DemoReleaseFlowTest {

    @TempDir
    Path dir;

    CliRunner cli;
    String store;
    Path bundle;

    @BeforeEach
    void setUp() {
        cli = new CliRunner(dir.resolve("default.db"), DemoSeed.NONE);
        store = dir.resolve("s.db").toString();
        bundle = dir.resolve("bundle");
        DemoCorpus.write(bundle);
        assertEquals(0, cli.run("--store", store, "import", bundle.toString()).code());
    }

    private String takeId(String file) {
        return ReleaseFixture.json(bundle.resolve("takes").resolve(file)).get("approval_sha256").asText();
    }

    private String binding(String id) {
        JsonNode record = cli.run("--store", store, "check", "--json", "--record", id).json().get("records").get(0);
        for (JsonNode check : record.get("checks")) {
            if (check.get("check_id").asText().equals("take.binding")) {
                return check.get("result").asText();
            }
        }
        return "absent";
    }

    @Test
    void theImportedReleaseBindsTheCurrentDraftAndShowsThePreviousRunsAsStale() {
        assertEquals("passed", binding(takeId("nm-gov-2026-draft.json")));
        assertEquals("failed", binding(takeId("nm-gov-2026-draft-previous-run.json")));
    }

    @Test
    void theCurrentDraftPromotesAndTheStaleOneIsRefused() throws IOException {
        String pass = Files.writeString(dir.resolve("pass"), "demo passphrase\n").toString();
        Path keys = dir.resolve("keys");
        assertEquals(0, cli.run("keygen", "--reviewer", "olive.owner", "--out", keys.toString(), "--passphrase-file",
                pass).code());
        assertEquals(0, cli.run("--store", store, "roster", "init", "--owner", "olive.owner", "--name", "Olive",
                "--public-key", keys.resolve("olive.owner.pub").toString()).code());
        Path release = bundle.resolve("release");
        Map<String, String> before = ReleaseFixture.picture(release);
        CliRunner.Result stale = cli.run("--store", store, "promote", "--json", "--release", release.toString(),
                "--take", takeId("nm-gov-2026-draft-previous-run.json"), "--rationale", "accept residual risk",
                "--key", keys.resolve("olive.owner.key").toString(), "--passphrase-file", pass);
        assertEquals(1, stale.code());
        assertEquals(before, ReleaseFixture.picture(release));

        CliRunner.Result promoted = cli.run("--store", store, "promote", "--json", "--release", release.toString(),
                "--take", takeId("nm-gov-2026-draft.json"), "--rationale", "accept residual risk",
                "--key", keys.resolve("olive.owner.key").toString(), "--passphrase-file", pass);
        assertEquals(0, promoted.code(), promoted.err() + promoted.out());
        assertTrue(promoted.json().get("gate").get("passed").asBoolean());
    }
}
