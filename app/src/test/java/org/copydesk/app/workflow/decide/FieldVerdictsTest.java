package org.copydesk.app.workflow.decide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;

import org.copydesk.app.SharedVectors;
import org.copydesk.app.workflow.RefusedException;
import org.copydesk.model.json.Json;
import org.copydesk.model.run.ShadowRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Field verdicts are checked against the run they judge before anything is signed (FORMATS §4.3). */
class FieldVerdictsTest {

    static final String POLL = "f5197fc2656047b932614b878e82b6a261c94f0f0ba057ec4831acea73ec5296";
    static final String EVENT = "6e6ea94f9713893141b27ec3281b2fb3b489500884780145f8212d06186c3105";
    static final String COMMENTARY = "3c6490daedf0c079ba99b76be628ba40708975acad12b58888f271c71eb4370b";
    static final String BLOCKED = "d7c1ecf75ae97ab68b8abfe8020a8f92eabb2ca58084bc83d0164670d408f801";

    static ShadowRun run(String sha) {
        try {
            return ShadowRun.from(Json.parse(Files.readAllBytes(SharedVectors.bundle().resolve("runs").resolve(sha + ".json"))));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static String validate(String json, String sha) {
        return FieldVerdicts.validate(Json.parse(json.getBytes(StandardCharsets.UTF_8)), run(sha))
                .map(a -> a.size() + " verdicts").orElse("none");
    }

    static String one(String path, String verdict, String corrected, String evidence) {
        return "[{\"path\": \"" + path + "\", \"verdict\": \"" + verdict + "\", \"corrected_value\": " + corrected
                + ", \"evidence\": [" + evidence + "]}]";
    }

    @Test
    void acceptsTheSpecExampleShapesOnAPoll() {
        String verdicts = "[" + String.join(",",
                "{\"path\": \"fields.sample_size\", \"verdict\": \"correct\", \"corrected_value\": null, \"evidence\": []}",
                "{\"path\": \"fields.margin_of_error\", \"verdict\": \"incorrect\", \"corrected_value\": 3.5, \"evidence\": [\"b003\"]}",
                "{\"path\": \"fields.other_pct\", \"verdict\": \"missed\", \"corrected_value\": 0, \"evidence\": [\"b004\"]}",
                "{\"path\": \"fields.mode\", \"verdict\": \"incorrect\", \"corrected_value\": \"phone\", \"evidence\": [\"b003\"]}",
                "{\"path\": \"results.Marcus Ode.pct\", \"verdict\": \"unsupported\", \"corrected_value\": null, \"evidence\": []}")
                + "]";
        assertEquals("5 verdicts", validate(verdicts, POLL));
    }

    @Test
    void acceptsClaimAndNumericInputVerdicts() {
        assertEquals("1 verdicts", validate(one("claims.c3", "supported", "null", "\"b004\""), COMMENTARY));
        assertEquals("1 verdicts", validate(one("numeric_input.value", "incorrect", "2", "\"b003\""), EVENT));
        assertEquals("1 verdicts", validate(one("fields.event_date", "incorrect", "\"2026-09-29\"", "\"b002\""), EVENT));
    }

    @Test
    void anEmptyListMeansNoVerdictsAndSignsNothing() {
        assertEquals("none", validate("[]", POLL));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            unknown field              | fields.turnout            | correct     | null          |          | names nothing in this run
            unknown candidate          | results.Lee Park.pct      | correct     | null          |          | names nothing in this run
            malformed path             | results..pct              | correct     | null          |          | names nothing in this run
            claim path on a poll       | claims.c1                 | supported   | null          |          | names nothing in this run
            claim verdict on a field   | fields.pollster           | supported   | null          |          | is not one of correct, incorrect, missed, unsupported
            unknown verdict            | fields.pollster           | wrong       | null          |          | is not one of
            incorrect without value    | fields.sample_size        | incorrect   | null          | "b003"   | needs the corrected value
            correct with a value       | fields.sample_size        | correct     | 600           | "b003"   | only incorrect and missed verdicts carry a corrected value
            missed on a given value    | fields.sample_size        | missed      | 600           | "b003"   | is for a value upstream gave as null
            incorrect on a null value  | fields.other_pct          | incorrect   | 2             | "b004"   | say "missed" if the source discloses it
            unsupported on a null      | fields.other_pct          | unsupported | null          |          | say "missed" if the source discloses it
            text for a number          | fields.sample_size        | incorrect   | "600"         | "b003"   | whole number of at least 1
            fraction for a count       | fields.sample_size        | incorrect   | 600.5         | "b003"   | whole number of at least 1
            percent out of range       | results.Dana Whitfield.pct| incorrect   | 146           | "b004"   | a number from 0 to 100
            number for text            | fields.pollster           | incorrect   | 7             | "b002"   | non-blank text
            boolean for text           | fields.pollster           | incorrect   | true          | "b002"   | non-blank text
            not a calendar date        | fields.field_end          | incorrect   | "2026-02-30"  | "b003"   | YYYY-MM-DD
            unknown population         | fields.population         | incorrect   | "voters"      | "b003"   | one of A, LV, RV
            unknown mode               | fields.mode               | incorrect   | "carrier pigeon" | "b003" | one of mixed, online, phone, text
            correction without blocks  | fields.sample_size        | incorrect   | 600           |          | must cite the blocks
            block not in the source    | fields.sample_size        | incorrect   | 600           | "b999"   | evidence block b999 is not in the source
            """)
    void refusesAPollVerdict(String why, String path, String verdict, String corrected, String evidence, String reason) {
        RefusedException refused = assertThrows(RefusedException.class,
                () -> validate(one(path, verdict, corrected, evidence == null ? "" : evidence), POLL));
        assertTrue(refused.getMessage().contains(reason), why + ": " + refused.getMessage());
    }

    @Test
    void refusesAFieldVerdictOnAClaim() {
        RefusedException refused = assertThrows(RefusedException.class,
                () -> validate(one("claims.c2", "correct", "null", ""), COMMENTARY));
        assertTrue(refused.getMessage().contains("is not one of supported, unsupported"), refused.getMessage());
    }

    @Test
    void refusesVerdictsOnABlockedRunThatHasNoOutput() {
        RefusedException refused = assertThrows(RefusedException.class,
                () -> validate(one("fields.pollster", "correct", "null", ""), BLOCKED));
        assertTrue(refused.getMessage().contains("no output"), refused.getMessage());
    }

    @Test
    void refusesTheSamePathTwice() {
        String twice = "[{\"path\": \"fields.mode\", \"verdict\": \"correct\", \"corrected_value\": null, \"evidence\": []},"
                + "{\"path\": \"fields.mode\", \"verdict\": \"correct\", \"corrected_value\": null, \"evidence\": []}]";
        RefusedException refused = assertThrows(RefusedException.class, () -> validate(twice, POLL));
        assertTrue(refused.getMessage().contains("given twice"), refused.getMessage());
    }

    @Test
    void refusesAnUnknownKeyRatherThanSigningIt() {
        String typo = "[{\"path\": \"fields.mode\", \"verdict\": \"correct\", \"corrected_value\": null, \"evidence\": [],"
                + " \"note\": \"checked\"}]";
        RefusedException refused = assertThrows(RefusedException.class, () -> validate(typo, POLL));
        assertTrue(refused.getMessage().contains("unknown key \"note\""), refused.getMessage());
    }

    @Test
    void refusesAMissingKeyAndANonList() {
        String missing = "[{\"path\": \"fields.mode\", \"verdict\": \"correct\", \"evidence\": []}]";
        RefusedException refused = assertThrows(RefusedException.class, () -> validate(missing, POLL));
        assertTrue(refused.getMessage().contains("corrected_value"), refused.getMessage());
        RefusedException notList = assertThrows(RefusedException.class, () -> validate("{\"path\": \"x\"}", POLL));
        assertTrue(notList.getMessage().contains("must be a JSON list"), notList.getMessage());
    }
}
