package org.copydesk.model.doc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.MalformedDocumentException;
import org.copydesk.model.json.SharedSpec;
import org.copydesk.model.run.ShadowRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DocumentsTest {

    private static final String POLL = "bundle/runs/f5197fc2656047b932614b878e82b6a261c94f0f0ba057ec4831acea73ec5296.json";

    private static ObjectNode pollRun() throws IOException {
        return (ObjectNode) Json.parse(Files.readAllBytes(SharedSpec.vectors().resolve(POLL)));
    }

    private static String refusal(ObjectNode node) {
        byte[] bytes = node.toString().getBytes(StandardCharsets.UTF_8);
        return assertThrows(MalformedDocumentException.class, () -> Documents.decode(bytes)).getMessage();
    }

    @ParameterizedTest
    @CsvSource(textBlock = """
            '',                       empty file
            'not json',               not valid JSON
            '{"schema": "shadow-run.v1"',   not valid JSON
            '[1, 2]',                 top level must be a JSON object
            '{"schema": "shadow-run.v2"}',  unknown schema
            '{"no_schema": 1}',       missing required field schema
            """)
    void refusesUnreadableDocumentsWithAOneLineReason(String text, String expected) {
        String message = assertThrows(MalformedDocumentException.class,
                () -> Documents.decode(text.getBytes(StandardCharsets.UTF_8))).getMessage();
        assertTrue(message.contains(expected), message);
        assertEquals(1, message.lines().count(), message);
    }

    @Test
    void refusesNestingFarBelowJacksonsDefault() {
        String deep = "[".repeat(200_000) + "]".repeat(200_000);
        String message = assertThrows(MalformedDocumentException.class,
                () -> Documents.decode(deep.getBytes(StandardCharsets.UTF_8))).getMessage();
        assertTrue(message.contains("nesting"), message);
    }

    @Test
    void refusesAMissingRequiredFieldNamingItsPath() throws IOException {
        ObjectNode run = pollRun();
        ((ObjectNode) run.get("output").get("fields")).remove("sample_size");
        assertTrue(refusal(run).contains("output.fields.sample_size"));
    }

    @Test
    void refusesAStructuralFieldOfTheWrongType() throws IOException {
        ObjectNode run = pollRun();
        run.put("sources", "not a list");
        assertTrue(refusal(run).contains("sources must be a list"));
    }

    @Test
    void refusesAnUnknownTask() throws IOException {
        ObjectNode run = pollRun();
        run.put("task", "forecast");
        assertTrue(refusal(run).contains("unknown task"));
    }

    @Test
    void keepsRuleBreakingValuesForTheChecksToJudge() throws IOException {
        ObjectNode run = pollRun();
        run.put("status", "approved");
        ((ObjectNode) run.get("capabilities")).put("publish", true);
        ((ObjectNode) run.get("output").get("fields").get("field_start")).put("value", "2026-02-30");
        ((ObjectNode) run.get("output").get("results").get(0)).put("pct", 106);
        Decoded decoded = Documents.decode(run.toString().getBytes(StandardCharsets.UTF_8));
        ShadowRun kept = assertInstanceOf(Decoded.Run.class, decoded).run();
        assertEquals("approved", kept.status());
        assertEquals("2026-02-30", kept.poll().orElseThrow().field("field_start").text().orElseThrow());
        assertEquals(106, kept.poll().orElseThrow().results().get(0).pct().intValue());
    }

    @Test
    void refusesARunWithANumberBeyondADoubleNamingTheNumberAndWhereItIs() throws IOException {
        String text = Files.readString(SharedSpec.vectors().resolve(POLL))
                .replaceFirst("\"value\": 500,", "\"value\": 1e400,");
        String message = assertThrows(MalformedDocumentException.class,
                () -> Documents.decode(text.getBytes(StandardCharsets.UTF_8))).getMessage();
        assertEquals("number 1e400 is out of range for a double at $.output.fields.sample_size.value", message);
    }

    @ParameterizedTest(name = "record_sha256 {0} is refused")
    @CsvSource(textBlock = """
            '"12345"'
            '"../../tmp/x"'
            '"F5197FC2656047B932614B878E82B6A261C94F0F0BA057EC4831ACEA73EC5296"'
            '"f5197fc2656047b932614b878e82b6a261c94f0f0ba057ec4831acea73ec529"'
            '" f5197fc2656047b932614b878e82b6a261c94f0f0ba057ec4831acea73ec529"'
            '12345'
            """)
    void refusesARunWhoseOwnDigestIsNoDigest(String value) throws IOException {
        ObjectNode run = pollRun();
        run.set("record_sha256", Json.parse(value.getBytes(StandardCharsets.UTF_8)));
        String message = refusal(run);
        assertTrue(message.startsWith("record_sha256 " + value + " is not a SHA-256 digest"), message);
    }

    @Test
    void refusesASnapshotInARunWhoseOwnDigestIsNoDigest() throws IOException {
        ObjectNode run = pollRun();
        ((ObjectNode) run.get("sources").get(0)).put("snapshot_sha256", "../snapshot");
        assertTrue(refusal(run).startsWith("sources[0].snapshot_sha256 \"../snapshot\" is not a SHA-256 digest"));
    }

    @Test
    void keepsAnotherDigestFieldOfTheWrongFormForItsCheckToFail() throws IOException {
        ObjectNode run = pollRun();
        ((ObjectNode) run.get("sources").get(0)).put("raw_sha256", "../../tmp/x");
        ((ObjectNode) run.get("output")).put("document_sha256", "12345");
        ShadowRun kept = assertInstanceOf(Decoded.Run.class,
                Documents.decode(run.toString().getBytes(StandardCharsets.UTF_8))).run();
        assertEquals("12345", kept.poll().orElseThrow().documentSha256());
    }

    @Test
    void readsEveryVectorDocument() throws IOException {
        for (String file : new String[] {"takes/xx-gov-2026-draft.json", "release/registry.json",
                "release/forecasts/xx-gov-2026/forecast.json", "release/analyst-take/xx-gov-2026/current.json",
                "brief/brief.json"}) {
            Path path = SharedSpec.vectors().resolve(file);
            Documents.decode(Files.readAllBytes(path));
        }
    }
}
