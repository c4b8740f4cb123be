package org.copydesk.store;

import java.util.List;
import java.util.Optional;

/** Signed decisions, append-only: a decision is never changed or removed, only superseded or revoked by a later one. */
public interface DecisionRepository {

    /** Appends a decision in its own transaction; the same decision twice is UNCHANGED. */
    PutResult append(StoredDecision decision);

    List<StoredDecision> all();

    /** Decisions recorded after {@code recordedSequence}, in recording order: what a desk has not read yet. */
    List<StoredDecision> after(long recordedSequence);

    /** Decisions naming {@code subjectSha256} among their subjects, in recording order. */
    List<StoredDecision> forSubject(String subjectSha256);

    Optional<StoredDecision> find(String decisionSha256);

    /** Decisions whose {@code supersedes} names {@code decisionSha256}, in recording order. */
    List<StoredDecision> superseding(String decisionSha256);

    List<String> matchingPrefix(String prefix, int limit);
}
