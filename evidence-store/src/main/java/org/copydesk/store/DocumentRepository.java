package org.copydesk.store;

import java.util.List;
import java.util.Optional;

/** Analyst takes, research briefs and release files, keyed by kind and id digest, immutable once stored. */
public interface DocumentRepository {

    PutResult put(StoredDocument document);

    Optional<StoredDocument> find(String kind, String idSha256);

    List<StoredDocument> list(String kind);

    /** Every document of a kind, the most recently stored first (re-importing unchanged content does not move it). */
    List<StoredDocument> newestFirst(String kind);

    List<String> matchingPrefix(String kind, String prefix, int limit);
}
