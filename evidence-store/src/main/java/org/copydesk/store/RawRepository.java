package org.copydesk.store;

import java.util.Collection;
import java.util.Map;
import java.util.Optional;

/** Raw source bytes stored under the digest they were named by. */
public interface RawRepository {

    PutResult put(String namedSha256, byte[] bytes);

    Optional<byte[]> find(String namedSha256);

    /** The bytes of each of {@code namedSha256s} the store holds, in one read (those it lacks are absent). */
    Map<String, byte[]> findAll(Collection<String> namedSha256s);
}
