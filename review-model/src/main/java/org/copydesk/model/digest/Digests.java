package org.copydesk.model.digest;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.model.json.CanonicalDigest;
import org.copydesk.model.json.CanonicalJson;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.NestedDigests;
import org.copydesk.model.json.Sha256;
import org.copydesk.model.release.BriefingSection;
import org.copydesk.model.snapshot.Block;

/**
 * Recomputes every digest FORMATS defines, always from the document's own JSON tree so that
 * fields copydesk does not model still count.
 */
public final class Digests {

    private static final byte[] BLANK_LINE = {'\n', '\n'};

    private Digests() {
    }

    /** SHA-256 of the canonical bytes of {@code document} with its own digest field removed. */
    public static String selfDigest(JsonNode document, String field) {
        return Sha256.canonicalWithout((ObjectNode) document, field);
    }

    public static String record(JsonNode run) {
        return selfDigest(run, "record_sha256");
    }

    /**
     * The run's record digest and each of its snapshots' digests (in {@code sources} order), from
     * one canonical walk of the run: equal to {@link #record} and {@link #snapshot} of each source.
     */
    public static NestedDigests recordAndSnapshots(JsonNode run) {
        return NestedDigests.of(run, "record_sha256", "sources", "snapshot_sha256");
    }

    public static String snapshot(JsonNode snapshot) {
        return selfDigest(snapshot, "snapshot_sha256");
    }

    public static String brief(JsonNode brief) {
        return selfDigest(brief, "brief_sha256");
    }

    public static String decision(JsonNode decision) {
        return selfDigest(decision, "decision_sha256");
    }

    /** A decision's canonical bytes and {@link #decision} of it, from one walk (verifying thousands). */
    public static CanonicalJson.BytesAndSelfDigest decisionBytesAndDigest(JsonNode decision) {
        return CanonicalJson.bytesAndSelfDigest(decision, "decision_sha256");
    }

    public static String block(String text) {
        return Sha256.hex(text);
    }

    /** Block texts joined with a blank line (FORMATS §2). */
    public static String normalizedText(List<String> blockTexts) {
        return String.join("\n\n", blockTexts);
    }

    /** The digest of {@link #normalizedText}, streamed text by text instead of joined first (the same bytes). */
    public static String normalized(List<String> blockTexts) {
        MessageDigest digest = Sha256.newDigest();
        for (int i = 0; i < blockTexts.size(); i++) {
            if (i > 0) {
                digest.update(BLANK_LINE);
            }
            // Encoding each text alone gives the joined text's bytes: no surrogate pair spans a separator.
            digest.update(blockTexts.get(i).getBytes(StandardCharsets.UTF_8));
        }
        return Sha256.hex(digest);
    }

    /**
     * Content identity of a snapshot: canonical {@code {mime_type, normalized_sha256, blocks:[{block_id, sha256}]}}
     * using the digests as the snapshot states them.
     */
    public static String document(String mimeType, Optional<String> normalizedSha256, List<Block> blocks) {
        // Written piece by piece in canonical (key) order: no tree per snapshot checked.
        CanonicalDigest out = new CanonicalDigest().punctuation('{').key("blocks").punctuation('[');
        for (int i = 0; i < blocks.size(); i++) {
            if (i > 0) {
                out.punctuation(',');
            }
            out.punctuation('{').key("block_id").string(blocks.get(i).blockId()).punctuation(',')
                    .key("sha256").string(blocks.get(i).sha256()).punctuation('}');
        }
        out.punctuation(']').punctuation(',').key("mime_type").string(mimeType).punctuation(',').key("normalized_sha256");
        if (normalizedSha256.isPresent()) {
            out.string(normalizedSha256.get());
        } else {
            out.nullValue();
        }
        return out.punctuation('}').hex();
    }

    /** The commentary context's binding: canonical {@code {forecast_facts, approved_documents}}. */
    public static String commentaryApproval(JsonNode context) {
        ObjectNode node = Json.nodes().objectNode();
        node.set("forecast_facts", context.get("forecast_facts"));
        node.set("approved_documents", context.get("approved_documents"));
        return Sha256.canonical(node);
    }

    /**
     * A take's release digest: computed with {@code approval_sha256} removed and authorization,
     * labels and status reset to null, null and "draft", so authorizing never moves it.
     */
    public static String takeApproval(JsonNode take) {
        ObjectNode copy = ((ObjectNode) take).deepCopy();
        copy.remove("approval_sha256");
        copy.putNull("authorization");
        copy.putNull("labels");
        copy.put("status", "draft");
        return Sha256.canonical(copy);
    }

    public static String packet(JsonNode packet) {
        return Sha256.canonical(packet);
    }

    /** SHA-256 of the section texts joined with a blank line, in briefing order. */
    public static String verbatim(List<BriefingSection> sections) {
        return Sha256.hex(sections.stream().map(BriefingSection::text).collect(Collectors.joining("\n\n")));
    }
}
