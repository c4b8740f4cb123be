package org.copydesk.model.signing;

import java.nio.ByteBuffer;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The signers' keys one verification has read, by their wire form. Every SSHSIG signature
 * carries its signer's key, and a store's thousands of signatures come from a few signers: a
 * verification that reads them through one of these decodes each key once, not once per
 * signature. It belongs to that verification and is dropped with it; it may be shared by the
 * verification's worker threads.
 */
public final class SignerKeys {

    private final Map<ByteBuffer, SshPublicKey> byBlob = new ConcurrentHashMap<>();

    /** The key in {@code blob}, read once per distinct blob. */
    SshPublicKey fromWireBlob(byte[] blob) {
        SshPublicKey known = byBlob.get(ByteBuffer.wrap(blob));
        if (known != null) {
            return known;
        }
        SshPublicKey read = SshPublicKey.fromWireBlob(blob);
        byBlob.putIfAbsent(ByteBuffer.wrap(blob.clone()), read);
        return read;
    }

    /** How many distinct keys were read. */
    public int size() {
        return byBlob.size();
    }
}
