package org.copydesk.store;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Cached check outcomes per run; unlike imported content this cache may be overwritten. */
public interface CheckStateRepository {

    void putAll(Collection<CheckState> states);

    Optional<CheckState> find(String recordSha256);

    Map<String, CheckState> findAll(Collection<String> recordSha256s);

    /**
     * Every run with no cached state, or one made by another {@code engine} than this one, in the
     * queue's order (newest first): what is left to check, found without reading every state.
     */
    List<String> staleRuns(String engine);
}
