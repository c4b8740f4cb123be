package org.copydesk.model.digest;

import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.Sha256;
import org.copydesk.model.release.BriefingSection;
import org.copydesk.model.snapshot.Block;

/**
 * Recomputes every digest FORMATS defines, always from the document's own JSON tree so that
 * fields copydesk does not model still count.
 */
public final class Digests {

    /** What joins block texts, and a briefing's sections, before they are hashed. */
    private static final String BLANK_LINE = "\n\n";

    private Digests() {
    }

    /**
     * A document's self digest (FORMATS §1): SHA-256 of the canonical bytes of {@code document}
     * with its own digest field removed. The one way every self digest is computed.
     */
    public static String selfDigest(JsonNode document, String field) {
        // A shallow copy: only the top-level member goes, the members' trees are shared.
        ObjectNode without = Json.nodes().objectNode();
        without.setAll((ObjectNode) document);
        without.remove(field);
        return Sha256.canonical(without);
    }

    public static String record(JsonNode run) {
        return selfDigest(run, "record_sha256");
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

    public static String block(String text) {
        return Sha256.hex(text);
    }

    /** The digest of the block texts joined with a blank line (FORMATS §2). */
    public static String normalized(List<String> blockTexts) {
        return Sha256.joined(blockTexts, BLANK_LINE);
    }

    /**
     * Content identity of a snapshot (FORMATS §2): canonical
     * {@code {mime_type, normalized_sha256, blocks: [{block_id, sha256}]}}, from the digests as
     * the snapshot states them.
     */
    public static String document(String mimeType, Optional<String> normalizedSha256, List<Block> blocks) {
        ObjectNode identity = Json.nodes().objectNode();
        identity.put("mime_type", mimeType);
        identity.put("normalized_sha256", normalizedSha256.orElse(null));
        ArrayNode list = identity.putArray("blocks");
        for (Block block : blocks) {
            list.addObject().put("block_id", block.blockId()).put("sha256", block.sha256());
        }
        return Sha256.canonical(identity);
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
        ObjectNode draft = Json.nodes().objectNode();
        draft.setAll((ObjectNode) take);
        draft.putNull("authorization");
        draft.putNull("labels");
        draft.put("status", "draft");
        return selfDigest(draft, "approval_sha256");
    }

    public static String packet(JsonNode packet) {
        return Sha256.canonical(packet);
    }

    /** SHA-256 of the section texts joined with a blank line, in briefing order. */
    public static String verbatim(List<BriefingSection> sections) {
        return Sha256.joined(sections.stream().map(BriefingSection::text).toList(), BLANK_LINE);
    }
}
