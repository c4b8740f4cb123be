package org.copydesk.model.checks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.model.brief.ResearchBrief;
import org.copydesk.model.digest.Digests;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.Sha256;
import org.copydesk.model.json.SharedSpec;

/**
 * The vector brief with edits (as in {@link Fixtures}) and its first artifact's bytes swapped.
 * Artifact specs: {@code ""} the vector bytes; {@code <missing>} none; {@code text:…} or
 * {@code hex:…} new bytes with {@code content_sha256} resealed; {@code tampered:…} new text
 * stored under the old digest, as a store would hold bytes that do not match their name.
 */
final class BriefFixtures {

    static final String VECTOR_ARTIFACT = "f3a3802445e277e28e75af208be510eeab5b80b60b3f39250bb24ab614b1dcba";

    private BriefFixtures() {
    }

    static BriefUnderReview brief(String edits, String artifact) {
        ObjectNode root = (ObjectNode) Json.parse(read(SharedSpec.vectors().resolve("brief/brief.json")));
        Map<String, byte[]> stored = new HashMap<>();
        stored.put(VECTOR_ARTIFACT, read(SharedSpec.vectors().resolve("brief/artifacts/" + VECTOR_ARTIFACT)));
        if (artifact.equals("<missing>")) {
            stored.clear();
        } else if (artifact.startsWith("tampered:")) {
            stored.put(VECTOR_ARTIFACT, artifact.substring("tampered:".length()).getBytes(StandardCharsets.UTF_8));
        } else if (!artifact.isEmpty()) {
            byte[] bytes = artifact.startsWith("hex:")
                    ? HexFormat.of().parseHex(artifact.substring("hex:".length()))
                    : artifact.substring("text:".length()).getBytes(StandardCharsets.UTF_8);
            String sha = Sha256.hex(bytes);
            stored.put(sha, bytes);
            ObjectNode first = (ObjectNode) root.withArray("artifacts").get(0);
            first.put("content_sha256", sha);
            first.put("path", "artifacts/" + sha);
        }
        List<String[]> parsed = Fixtures.parse(edits);
        Fixtures.apply(root, parsed, false);
        root.put("brief_sha256", Digests.brief(root));
        Fixtures.apply(root, parsed, true);
        return BriefUnderReview.load(ResearchBrief.from(root), sha -> Optional.ofNullable(stored.get(sha)));
    }

    private static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
