package org.copydesk.model.log;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/** RFC 6962 §2.1 hashing: leaves and interior nodes carry different prefixes, so neither can pass for the other. */
public final class MerkleHash {

    private static final byte LEAF_PREFIX = 0x00;
    private static final byte NODE_PREFIX = 0x01;

    private MerkleHash() {
    }

    /** SHA-256(0x00 ‖ data). */
    public static byte[] leaf(byte[] data) {
        MessageDigest digest = sha256();
        digest.update(LEAF_PREFIX);
        digest.update(data);
        return digest.digest();
    }

    /** SHA-256(0x01 ‖ left ‖ right). */
    public static byte[] node(byte[] left, byte[] right) {
        MessageDigest digest = sha256();
        digest.update(NODE_PREFIX);
        digest.update(left);
        digest.update(right);
        return digest.digest();
    }

    /** The empty tree's root: SHA-256 of no bytes. */
    public static byte[] empty() {
        return sha256().digest();
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK always has SHA-256", e);
        }
    }
}
