package org.copydesk.model.snapshot;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;
import org.copydesk.model.json.MalformedDocumentException;

/**
 * A sanitized, block-addressed copy of one fetched source ({@code source-snapshot.v1}).
 * {@code json} is the exact tree as imported, from which every digest is recomputed.
 */
public record SourceSnapshot(
        String sourceId,
        Optional<String> canonicalUrl,
        Optional<String> title,
        Optional<String> publisher,
        Optional<String> publishedAt,
        Optional<String> retrievedAt,
        String mimeType,
        Optional<String> rawSha256,
        Optional<String> normalizedSha256,
        boolean requiresExternalTextExtraction,
        List<Block> blocks,
        String documentSha256,
        String snapshotSha256,
        Optional<DerivedFrom> derivedFrom,
        JsonNode json) {

    public static final String SCHEMA = "source-snapshot.v1";

    public static SourceSnapshot from(JsonNode node, String path) {
        String schema = Fields.text(node, "schema", path);
        if (!SCHEMA.equals(schema)) {
            throw new MalformedDocumentException(Fields.join(path, "schema") + " is \"" + schema
                    + "\", expected " + SCHEMA);
        }
        List<JsonNode> blockNodes = Fields.objects(node, "blocks", path);
        List<Block> blocks = new ArrayList<>(blockNodes.size());
        for (int i = 0; i < blockNodes.size(); i++) {
            blocks.add(Block.from(blockNodes.get(i), Fields.item(path, "blocks", i)));
        }
        JsonNode requires = Fields.required(node, "requires_external_text_extraction", path);
        Optional<DerivedFrom> derived = node.hasNonNull("derived_from")
                ? Optional.of(DerivedFrom.from(Fields.object(node, "derived_from", path),
                        Fields.join(path, "derived_from")))
                : Optional.empty();
        return new SourceSnapshot(
                Fields.text(node, "source_id", path),
                Fields.nullableText(node, "canonical_url", path),
                Fields.nullableText(node, "title", path),
                Fields.nullableText(node, "publisher", path),
                Fields.nullableText(node, "published_at", path),
                Fields.nullableText(node, "retrieved_at", path),
                Fields.text(node, "mime_type", path),
                Fields.nullableText(node, "raw_sha256", path),
                Fields.nullableText(node, "normalized_sha256", path),
                requires.asBoolean(false),
                List.copyOf(blocks),
                Fields.text(node, "document_sha256", path),
                Fields.selfDigest(node, "snapshot_sha256", path),
                derived,
                node);
    }

    public Optional<Block> block(String blockId) {
        // A loop, not a stream: every check citing evidence asks this, thousands of times per check-all.
        for (Block block : blocks) {
            if (block.blockId().equals(blockId)) {
                return Optional.of(block);
            }
        }
        return Optional.empty();
    }

    /**
     * A PDF upstream could not extract (FORMATS §2): it must be extracted elsewhere, has no
     * blocks and so no normalized text to state a digest of.
     */
    public boolean isUnextracted() {
        return requiresExternalTextExtraction && blocks.isEmpty() && normalizedSha256.isEmpty();
    }

    public boolean isDerived() {
        return derivedFrom.isPresent();
    }
}
