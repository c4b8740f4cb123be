package org.copydesk.model.digest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.model.json.CanonicalDigest;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.Sha256;
import org.copydesk.model.snapshot.Block;
import org.junit.jupiter.api.Test;

/** The document digest, written piece by piece, against the canonical digest of its tree. */
class DocumentDigestTest {

    private static String viaTree(String mimeType, Optional<String> normalized, List<Block> blocks) {
        ObjectNode node = Json.nodes().objectNode();
        node.put("mime_type", mimeType);
        if (normalized.isPresent()) {
            node.put("normalized_sha256", normalized.get());
        } else {
            node.putNull("normalized_sha256");
        }
        ArrayNode list = node.putArray("blocks");
        blocks.forEach(b -> list.addObject().put("sha256", b.sha256()).put("block_id", b.blockId()));
        return Sha256.canonical(node);
    }

    @Test
    void equalsTheDigestOfTheTree() {
        List<String> awkward = List.of("b1", "", "é\"\\\u0001\u2028", "p1-b\uD83D\uDE00", "x".repeat(9000));
        for (int n = 0; n <= awkward.size(); n++) {
            List<Block> blocks = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                blocks.add(new Block(awkward.get(i), "text", Sha256.hex(awkward.get(i)), OptionalInt.empty()));
            }
            for (Optional<String> normalized : List.of(Optional.<String>empty(), Optional.of(Sha256.hex("n" + n)))) {
                for (String mime : List.of("text/html", "application/pdf", "ü\n")) {
                    assertEquals(viaTree(mime, normalized, blocks), Digests.document(mime, normalized, blocks));
                }
            }
        }
    }

    @Test
    void onlyPunctuationPassesAsPunctuation() {
        assertThrows(IllegalArgumentException.class, () -> new CanonicalDigest().punctuation(':'));
    }
}
