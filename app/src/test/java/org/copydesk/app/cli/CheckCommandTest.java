package org.copydesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.app.SharedVectors;
import org.copydesk.app.workflow.DemoSeed;
import org.copydesk.model.json.Json;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CheckCommandTest {

    @TempDir
    Path dir;

    private CliRunner cli;
    private String store;

    @BeforeEach
    void setUp() {
        cli = new CliRunner(dir.resolve("default.db"), DemoSeed.NONE);
        store = dir.resolve("s.db").toString();
    }

    @Test
    void vectorRunsPassEveryApplicableCheckButTheUnapprovedCommentarySource() {
        cli.run("--store", store, "import", SharedVectors.bundle().toString());
        CliRunner.Result result = cli.run("--store", store, "check", "--json");
        assertEquals(1, result.code(), "the commentary's source is not approved yet");
        Set<String> failures = new HashSet<>();
        int checks = 0;
        for (JsonNode record : result.json().get("records")) {
            for (JsonNode check : record.get("checks")) {
                checks++;
                String verdict = check.get("result").asText();
                assertTrue(Set.of("passed", "failed", "not_applicable").contains(verdict));
                if (verdict.equals("failed")) {
                    failures.add(check.get("check_id").asText());
                }
                assertFalse(check.get("detail").asText().isBlank(), check.toString());
            }
        }
        assertTrue(checks >= 90, "every applicable check ran: " + checks);
        assertEquals(Set.of("commentary.sources_human_approved"), failures);
    }

    @Test
    void theJsonWrittenAsItGoesIsTheSamePrettyDocumentAsEveryOtherCommandPrints() {
        cli.run("--store", store, "import", SharedVectors.bundle().toString());
        CliRunner.Result result = cli.run("--store", store, "check", "--json");
        assertEquals(Json.pretty(result.json()) + System.lineSeparator(), result.out());
    }

    @Test
    void checksAResearchBriefAgainstItsArtifactBytes() {
        cli.run("--store", store, "import", SharedVectors.root().resolve("brief").toString());
        CliRunner.Result result = cli.run("--store", store, "check", "--json");
        assertEquals(0, result.code(), result.out());
        JsonNode record = result.json().get("records").get(0);
        assertEquals("research_brief", record.get("kind").asText());
        Set<String> ids = new HashSet<>();
        record.get("checks").forEach(c -> ids.add(c.get("check_id").asText()));
        assertTrue(ids.containsAll(Set.of("citations.shape", "citations.digest_binding", "citations.coverage",
                "brief.egress")), ids.toString());
    }

    @Test
    void checksOneRecordByPrefixAndRefusesAnUnknownOne() {
        cli.run("--store", store, "import", SharedVectors.bundle().toString());
        CliRunner.Result one = cli.run("--store", store, "check", "--json", "--record", "f5197fc2");
        assertEquals(0, one.code(), one.err());
        assertEquals(1, one.json().get("records").size());
        assertEquals(1, cli.run("--store", store, "check", "--record", "00000000").code());
        assertEquals(2, cli.run("--store", store, "check", "--record", "xyz").code());
    }

    @Test
    void duplicatesNeverMergeAndCarryTheirDecision() {
        cli.run("--store", store, "import", SharedVectors.bundle().toString());
        CliRunner.Result result = cli.run("--store", store, "duplicates", "--json");
        assertEquals(0, result.code());
        for (JsonNode suggestion : result.json().get("suggestions")) {
            assertFalse(suggestion.get("automatic_merge").asBoolean());
            assertTrue(suggestion.get("decision").isNull());
        }
    }
}
