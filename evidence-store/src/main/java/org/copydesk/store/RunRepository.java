package org.copydesk.store;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.copydesk.model.run.ShadowRun;

/**
 * Shadow runs, content-addressed by their stated {@code record_sha256}, immutable once stored.
 * Listing them for review is the {@link QueueIndex}'s work; grouping them for duplicates the
 * {@link DuplicateIndex}'s.
 */
public interface RunRepository {

    /** Stores a run and its snapshots' blocks in one transaction; {@code body} is the exact file bytes. */
    PutResult put(ShadowRun run, byte[] body);

    /**
     * Stores runs as {@link #put} stores each, in the order given, and gives each one's result in
     * that order (a digest given twice is stored once, then compared). All of them are one write:
     * when the store refuses any, none of them is stored and the refusal is thrown, so a caller may
     * store them again one by one to learn which. Few round trips for many runs on a server.
     */
    List<PutResult> putAll(List<RunFile> runs);

    Optional<ShadowRun> find(String recordSha256);

    /**
     * The stored runs of {@code recordSha256s}, read a few hundred at a time rather than one each,
     * decoded, in the order asked; ids with no stored run are left out.
     */
    List<ShadowRun> findAll(List<String> recordSha256s);

    /** The exact bytes as imported. */
    Optional<byte[]> body(String recordSha256);

    /**
     * The exact bytes of each of these runs, by record digest, read a few hundred at a time
     * rather than one each; digests with no stored run are left out.
     */
    Map<String, byte[]> bodies(Collection<String> recordSha256s);

    /** Full digests that start with {@code prefix} (at most {@code limit}). */
    List<String> matchingPrefix(String prefix, int limit);

    /** Every record digest in the store, newest first (the queue's order). */
    List<String> allIds();

    /** Runs citing a snapshot with this document digest. */
    List<String> recordsWithDocument(String documentSha256);

    /** Each of these runs' task, by record digest; digests with no stored run are left out. */
    Map<String, String> tasks(Collection<String> recordSha256s);
}
