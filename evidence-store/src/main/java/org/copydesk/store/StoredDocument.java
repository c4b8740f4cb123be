package org.copydesk.store;

import java.util.Optional;

/** A stored take, brief or release file: its kind, the digest it is known by and its exact bytes. */
public record StoredDocument(String kind, String idSha256, String schema, Optional<String> label,
                             Optional<String> raceId, byte[] body) {
}
