package org.copydesk.store;

import java.util.Collection;
import java.util.Map;
import java.util.Optional;

/**
 * The cached latest valid decision per subject. Unlike decisions themselves this cache is
 * replaced whole whenever the decisions or the roster it was computed from have grown.
 */
public interface DecisionStateRepository {

    /** What the cache would have to be computed from now: the decisions and roster changes recorded so far. */
    String currentBasis();

    /** The basis the cached marks were computed from; empty when never computed. */
    Optional<String> storedBasis();

    /** Replaces every mark and the basis in one transaction. */
    void replaceAll(String basis, Collection<DecisionMark> marks);

    Map<String, DecisionMark> findAll(Collection<String> subjectSha256s);
}
