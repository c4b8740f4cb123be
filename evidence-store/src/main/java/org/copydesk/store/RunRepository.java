package org.copydesk.store;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.copydesk.model.run.ShadowRun;

/** Shadow runs, content-addressed by their stated {@code record_sha256}, immutable once stored. */
public interface RunRepository {

    /** Stores a run and its snapshots' blocks in one transaction; {@code body} is the exact file bytes. */
    PutResult put(ShadowRun run, byte[] body);

    Optional<ShadowRun> find(String recordSha256);

    /**
     * The stored runs of {@code recordSha256s}, read in one statement per few hundred ids rather
     * than one each, decoded, in the order asked; ids with no stored run are left out.
     */
    List<ShadowRun> findAll(List<String> recordSha256s);

    /** The exact bytes as imported. */
    Optional<byte[]> body(String recordSha256);

    /** Full digests that start with {@code prefix} (at most {@code limit}). */
    List<String> matchingPrefix(String prefix, int limit);

    int count(QueueQuery query);

    /** A page of the queue, newest first, in a stable order. */
    List<QueueRow> page(QueueQuery query, int offset, int limit);

    /** The count and the three facets of a query in one pass: what the queue asks for on every filter change. */
    QueueSummary summary(QueueQuery query);

    /** How many runs each value of a column has under the query (column: task, status, race_id, checks or decision). */
    Map<String, Integer> facet(String column, QueueQuery query);

    /**
     * Poll runs about {@code raceId} that state a field end date, oldest first; when there are more
     * than {@code limit}, the most recent {@code limit}.
     */
    List<RacePoll> racePolls(String raceId, int limit);

    /** Runs citing a snapshot with this document digest. */
    List<String> recordsWithDocument(String documentSha256);

    /** Every record digest in the store, in queue order. */
    List<String> allIds();

    /** Pairs of runs citing snapshots with the same document digest: document digest → record digests. */
    Map<String, List<String>> sharedDocuments();

    /** Groups of poll runs with the same normalized sample key: key → record digests. */
    Map<String, List<String>> sharedSamples();

    /** {@link #sharedDocuments()}, only the groups holding {@code recordSha256}. */
    Map<String, List<String>> sharedDocumentsOf(String recordSha256);

    /** {@link #sharedSamples()}, only the group holding {@code recordSha256}. */
    Map<String, List<String>> sharedSamplesOf(String recordSha256);

    /** Each of these runs' task, by record digest; digests with no stored run are left out. */
    Map<String, String> tasks(Collection<String> recordSha256s);
}
