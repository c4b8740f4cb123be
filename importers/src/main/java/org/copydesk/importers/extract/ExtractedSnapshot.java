package org.copydesk.importers.extract;

import java.util.List;
import java.util.Objects;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A derived {@code source-snapshot.v1} document and its blocks as Java values.
 *
 * <p>The JSON tree is handed out as a copy: it carries its own digests, and a caller that
 * edited the shared tree would silently break them.
 */
public record ExtractedSnapshot(ObjectNode json, List<ExtractedBlock> blocks) {

    public ExtractedSnapshot {
        Objects.requireNonNull(json, "json");
        json = json.deepCopy();
        blocks = List.copyOf(blocks);
    }

    @Override
    public ObjectNode json() {
        return json.deepCopy();
    }

    public String snapshotSha256() {
        return json.get("snapshot_sha256").textValue();
    }

    public String documentSha256() {
        return json.get("document_sha256").textValue();
    }
}
