package org.copydesk.store;

import java.util.Optional;

/** Raw source bytes stored under the digest they were named by. */
public interface RawRepository {

    PutResult put(String namedSha256, byte[] bytes);

    Optional<byte[]> find(String namedSha256);
}
