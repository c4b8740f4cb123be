package org.copydesk.model.doc;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.copydesk.model.json.MalformedDocumentException;

/**
 * Any bytes given to the document decoder either decode or are refused with the one documented
 * exception; anything else escaping is a finding. Without {@code JAZZER_FUZZ=1} this replays the
 * seeds in {@code DocumentsFuzzTestInputs/decode/} as a regression test.
 */
class DocumentsFuzzTest {

    @FuzzTest(maxDuration = "60s")
    void decode(byte[] bytes) {
        try {
            Documents.decode(bytes);
        } catch (MalformedDocumentException expected) {
            // The documented refusal of a file that is not a readable document.
        }
    }
}
