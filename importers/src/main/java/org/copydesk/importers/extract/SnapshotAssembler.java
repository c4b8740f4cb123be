package org.copydesk.importers.extract;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

import org.copydesk.model.json.Json;
import org.copydesk.model.json.Sha256;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Writes extracted text as a derived {@code source-snapshot.v1} with all its digests (FORMATS §2). */
final class SnapshotAssembler {

    static final String SCHEMA = "source-snapshot.v1";

    /** RFC 3339 UTC to the second: sub-second clock noise must not reach a signed document. */
    private static final DateTimeFormatter TIMESTAMP =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss'Z'", Locale.ROOT).withZone(ZoneOffset.UTC);

    private SnapshotAssembler() {
    }

    static ExtractedSnapshot assemble(ContentKind kind, byte[] raw, ExtractedText text,
            SourceMetadata metadata, Instant extractedAt) {
        List<ExtractedBlock> blocks = identify(text);
        Optional<String> normalizedSha256 = text.requiresExternalTextExtraction()
                ? Optional.empty()
                : Optional.of(Sha256.hex(blocks.stream().map(ExtractedBlock::text)
                        .collect(Collectors.joining("\n\n"))));
        JsonNodeFactory nodes = Json.nodes();
        ObjectNode snapshot = nodes.objectNode();
        snapshot.put("schema", SCHEMA);
        snapshot.put("source_id", metadata.sourceId());
        snapshot.put("canonical_url", metadata.canonicalUrl());
        snapshot.put("title", text.title().orElse(null));
        snapshot.put("publisher", metadata.publisher().orElse(null));
        snapshot.put("published_at", metadata.publishedAt().map(TIMESTAMP::format).orElse(null));
        snapshot.put("retrieved_at", TIMESTAMP.format(metadata.retrievedAt()));
        snapshot.put("mime_type", kind.mimeType());
        snapshot.put("raw_sha256", Sha256.hex(raw));
        snapshot.put("normalized_sha256", normalizedSha256.orElse(null));
        snapshot.put("requires_external_text_extraction", text.requiresExternalTextExtraction());
        snapshot.set("blocks", blocksJson(blocks, nodes));
        ObjectNode derivedFrom = snapshot.putObject("derived_from");
        derivedFrom.put("raw_sha256", Sha256.hex(raw));
        derivedFrom.put("extractor", kind.extractor());
        derivedFrom.put("extracted_at", TIMESTAMP.format(extractedAt));
        text.charsetOverride().ifPresent(charset -> derivedFrom.put("charset_override", charset));
        snapshot.put("document_sha256", documentSha256(kind, normalizedSha256, blocks, nodes));
        snapshot.put("snapshot_sha256", Sha256.canonical(snapshot));
        return new ExtractedSnapshot(snapshot, blocks);
    }

    /** {@code b001}, {@code b002}, …; past 999 the ordinal simply grows a digit. */
    private static List<ExtractedBlock> identify(ExtractedText text) {
        List<ExtractedBlock> blocks = new ArrayList<>(text.blocks().size());
        for (TextBlock block : text.blocks()) {
            String id = String.format(Locale.ROOT, "b%03d", blocks.size() + 1);
            blocks.add(new ExtractedBlock(id, block.text(), Sha256.hex(block.text()), block.page()));
        }
        return blocks;
    }

    private static ArrayNode blocksJson(List<ExtractedBlock> blocks, JsonNodeFactory nodes) {
        ArrayNode array = nodes.arrayNode();
        for (ExtractedBlock block : blocks) {
            ObjectNode node = array.addObject();
            node.put("block_id", block.blockId());
            node.put("text", block.text());
            node.put("sha256", block.sha256());
            block.page().ifPresent(page -> node.put("page", page));
        }
        return array;
    }

    /** Content identity: mime type, normalized text and block digests, nothing about location. */
    static String documentSha256(ContentKind kind, Optional<String> normalizedSha256,
            List<ExtractedBlock> blocks, JsonNodeFactory nodes) {
        ObjectNode identity = nodes.objectNode();
        identity.put("mime_type", kind.mimeType());
        identity.put("normalized_sha256", normalizedSha256.orElse(null));
        ArrayNode ids = identity.putArray("blocks");
        for (ExtractedBlock block : blocks) {
            ids.addObject().put("block_id", block.blockId()).put("sha256", block.sha256());
        }
        return Sha256.canonical(identity);
    }
}
