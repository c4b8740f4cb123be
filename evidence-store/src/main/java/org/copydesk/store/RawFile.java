package org.copydesk.store;

/** Raw source bytes to store under the digest they were named by. */
public record RawFile(String namedSha256, byte[] bytes) {
}
