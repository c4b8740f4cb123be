package org.copydesk.store;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Raw source bytes stored under the digest they were named by. */
public interface RawRepository {

    PutResult put(String namedSha256, byte[] bytes);

    /**
     * Stores raw files as {@link #put} stores each, in the order given, and gives each one's result
     * in that order (a digest given twice is stored once, then compared). All of them are one
     * write: when the store refuses any, none of them is stored and the refusal is thrown.
     */
    List<PutResult> putAll(List<RawFile> files);

    Optional<byte[]> find(String namedSha256);

    /** The bytes of each of {@code namedSha256s} the store holds, in one read (those it lacks are absent). */
    Map<String, byte[]> findAll(Collection<String> namedSha256s);
}
