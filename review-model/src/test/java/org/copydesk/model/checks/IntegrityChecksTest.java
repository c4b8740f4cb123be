package org.copydesk.model.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.Optional;

import org.copydesk.model.json.Sha256;
import org.copydesk.model.run.ShadowRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Integrity checks: a digest stated wrongly on purpose fails exactly its own check. */
class IntegrityChecksTest {

    private final CheckEngine engine = new CheckEngine();

    @ParameterizedTest(name = "{0} {2} after {1}")
    @CsvSource(delimiter = '|', textBlock = """
            integrity.record_hash      | ''                                               | passed
            integrity.record_hash      | /record_sha256="0000000000000000000000000000000000000000000000000000000000000000" | failed
            integrity.block_hash       | ''                                               | passed
            integrity.block_hash       | /sources/0/blocks/2/sha256="0000000000000000000000000000000000000000000000000000000000000000" | failed
            integrity.normalized_hash  | ''                                               | passed
            integrity.normalized_hash  | /sources/0/normalized_sha256="0000000000000000000000000000000000000000000000000000000000000000" | failed
            integrity.document_hash    | ''                                               | passed
            integrity.document_hash    | /sources/0/document_sha256="0000000000000000000000000000000000000000000000000000000000000000" | failed
            integrity.snapshot_hash    | ''                                               | passed
            integrity.snapshot_hash    | /sources/0/snapshot_sha256="0000000000000000000000000000000000000000000000000000000000000000" | failed
            integrity.unique_block_ids | ''                                               | passed
            integrity.unique_block_ids | /sources/0/blocks/1/block_id="b001"              | failed
            integrity.raw_bytes        | ''                                               | not_applicable
            """)
    void judgesTheVectorPollAfterOneEdit(String checkId, String edits, String expected) {
        ShadowRun run = Fixtures.run(Fixtures.POLL, edits);
        CheckResult result = Fixtures.result(engine.check(run, new EmptyCheckContext()), checkId);
        assertEquals(expected, result.verdict().wire(), Fixtures.describe(result));
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', textBlock = """
            a text block                            | failed
            ''                                      | failed
            """)
    void rawBytesFailWhenTheStoredBytesHashElsewhere(String storedText, String expected) {
        ShadowRun run = Fixtures.run(Fixtures.POLL, "");
        CheckResult result = Fixtures.result(engine.check(run, store(storedText.getBytes(StandardCharsets.UTF_8))),
                "integrity.raw_bytes");
        assertEquals(expected, result.verdict().wire(), Fixtures.describe(result));
    }

    @ParameterizedTest(name = "unextracted PDF, edits {0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            /sources/0/blocks=[] && /sources/0/normalized_sha256=null && /sources/0/mime_type="application/pdf" && /sources/0/requires_external_text_extraction=true | not_applicable
            /sources/0/normalized_sha256=null                                                                                                                         | failed
            """)
    void aSnapshotWithoutTextMayStateNoNormalizedDigest(String edits, String expected) {
        ShadowRun run = Fixtures.run(Fixtures.BLOCKED, edits);
        CheckResult result = Fixtures.result(engine.check(run, new EmptyCheckContext()), "integrity.normalized_hash");
        assertEquals(expected, result.verdict().wire(), Fixtures.describe(result));
        assertEquals("passed", Fixtures.result(engine.check(run, new EmptyCheckContext()), "integrity.document_hash")
                .verdict().wire());
    }

    @Test
    void rawBytesPassWhenTheStoredBytesHashToRawSha256() {
        byte[] bytes = "<html>the fetched page</html>".getBytes(StandardCharsets.UTF_8);
        ShadowRun run = Fixtures.run(Fixtures.POLL, "/sources/0/raw_sha256=\"" + Sha256.hex(bytes) + "\"");
        CheckResult result = Fixtures.result(engine.check(run, store(bytes)), "integrity.raw_bytes");
        assertEquals("passed", result.verdict().wire(), Fixtures.describe(result));
    }

    private static CheckContext store(byte[] bytes) {
        return new CheckContext() {
            @Override
            public Optional<byte[]> rawBytes(String rawSha256) {
                return Optional.of(bytes);
            }

            @Override
            public boolean hasValidApproval(String documentSha256) {
                return false;
            }
        };
    }
}
