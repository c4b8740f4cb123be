package org.copydesk.model.snapshot;

import java.util.Optional;
import java.util.OptionalInt;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** One addressed block of a snapshot; {@code page} only on blocks extracted from PDFs. */
public record Block(String blockId, String text, String sha256, OptionalInt page) {

    public static Block from(JsonNode node, String path) {
        JsonNode page = node.get("page");
        OptionalInt pageNumber = page != null && page.canConvertToInt() && page.isIntegralNumber()
                ? OptionalInt.of(page.intValue()) : OptionalInt.empty();
        return new Block(Fields.text(node, "block_id", path), Fields.text(node, "text", path),
                Fields.text(node, "sha256", path), pageNumber);
    }

    public Optional<Integer> pageNumber() {
        return page.isPresent() ? Optional.of(page.getAsInt()) : Optional.empty();
    }
}
