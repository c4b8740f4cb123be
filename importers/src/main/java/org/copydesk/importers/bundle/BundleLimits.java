package org.copydesk.importers.bundle;

import org.copydesk.model.json.Json;

/** Ceilings that keep a hostile bundle from exhausting memory or disk. */
public record BundleLimits(long maxDocumentBytes, long maxRawBytes, long maxTotalBytes, int maxEntries) {

    public static BundleLimits defaults() {
        return new BundleLimits(Json.MAX_DOCUMENT_BYTES, 64L * 1024 * 1024, 4L * 1024 * 1024 * 1024, 200_000);
    }

    long capFor(EntryKind kind) {
        return kind == EntryKind.DOCUMENT ? maxDocumentBytes : maxRawBytes;
    }
}
