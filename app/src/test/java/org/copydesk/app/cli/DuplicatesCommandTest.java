package org.copydesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.app.workflow.DemoSeed;
import org.copydesk.fixtures.DemoCorpus;
import org.copydesk.model.json.Json;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code duplicates} on the demo corpus, one of whose pairs an editor has judged distinct. */
class DuplicatesCommandTest {

    @TempDir
    Path dir;

    private CliRunner cli;
    private String store;
    private JsonNode judged;

    @BeforeEach
    void setUp() throws IOException {
        cli = new CliRunner(dir.resolve("default.db"), DemoSeed.NONE);
        CliDesk desk = new CliDesk(cli, dir).keygen("olive.owner", "ed.ramos");
        store = desk.store;
        DemoCorpus.write(dir.resolve("demo"));
        assertEquals(0, cli.run("--store", store, "import", dir.resolve("demo").toString()).code());
        desk.owner("olive.owner", "Olive Owner").add("ed.ramos", "Ed Ramos", "editor", "olive.owner");
        judged = cli.run("--store", store, "duplicates", "--json").json().get("suggestions").get(0).get("records");
        CliRunner.Result decided = cli.run("--store", store, "decide", "--subject", judged.get(0).asText(),
                "--subject", judged.get(1).asText(), "--decision", "distinct", "--rationale", "Two different polls",
                "--key", desk.key("ed.ramos.key"), "--passphrase-file", desk.pass);
        assertEquals(0, decided.code(), decided.err());
    }

    @Test
    void theJsonWrittenAsItGoesIsTheSamePrettyDocumentAsEveryOtherCommandPrints() {
        CliRunner.Result result = cli.run("--store", store, "duplicates", "--json");
        assertEquals(0, result.code(), result.err());
        assertEquals(Json.pretty(result.json()) + System.lineSeparator(), result.out());
        JsonNode suggestions = result.json().get("suggestions");
        assertEquals(6, suggestions.size());
        JsonNode first = suggestions.get(0);
        List<String> fields = new ArrayList<>();
        first.fieldNames().forEachRemaining(fields::add);
        assertEquals(List.of("kind", "records", "matched_fields", "automatic_merge", "decision"), fields);
        assertEquals(judged, first.get("records"));
        assertEquals("distinct", first.get("decision").asText());
        for (int i = 1; i < suggestions.size(); i++) {
            assertTrue(suggestions.get(i).get("decision").isNull(), suggestions.get(i).toString());
        }
    }

    @Test
    void theTextGivesALinePerSuggestionWithItsDecisionAndTheirCount() {
        CliRunner.Result result = cli.run("--store", store, "duplicates");
        assertEquals(0, result.code(), result.err());
        String[] lines = result.out().split(System.lineSeparator());
        assertEquals(7, lines.length, result.out());
        assertTrue(lines[0].startsWith("exact_document       " + judged.get(0).asText().substring(0, 12) + " "
                + judged.get(1).asText().substring(0, 12) + "  distinct  "), lines[0]);
        assertTrue(lines[1].contains("  pending  "), lines[1]);
        assertEquals("6 suggestions (never merged automatically)", lines[6]);
    }
}
