package org.copydesk.model.json;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;

/** SHA-256 digests written as 64 lowercase hex characters (FORMATS §1). */
public final class Sha256 {

    private static final Pattern HEX64 = Pattern.compile("[0-9a-f]{64}");
    private static final char[] LOWER_HEX = "0123456789abcdef".toCharArray();
    /** Never updated: only copied, so sharing it between threads is safe. */
    private static final MessageDigest PROTOTYPE = lookUp();

    private Sha256() {
    }

    public static String hex(byte[] bytes) {
        return HexFormat.of().formatHex(digest(bytes));
    }

    /** The lowercase hex of a finished digest. */
    public static String hex(MessageDigest digest) {
        return HexFormat.of().formatHex(digest.digest());
    }

    public static String hex(String utf8) {
        return hex(utf8.getBytes(StandardCharsets.UTF_8));
    }

    /** The digest of the canonical (RFC 8785) bytes of a JSON value. */
    public static String canonical(JsonNode node) {
        return canonicalWithout(node, null);
    }

    /**
     * The digest of the canonical bytes of an object without its member {@code field} (a
     * document's own digest field), as if the member were removed first. The bytes stream
     * into the digest: the tree is neither copied nor written out as text.
     */
    public static String canonicalWithout(JsonNode node, String field) {
        MessageDigest digest = newDigest();
        new CanonicalStream(digest::update).write(node, field);
        return hex(digest);
    }

    public static byte[] digest(byte[] bytes) {
        return newDigest().digest(bytes);
    }

    /** A fresh SHA-256 digest: a copy of an unused one, cheaper than a provider look-up per digest. */
    public static MessageDigest newDigest() {
        try {
            return (MessageDigest) PROTOTYPE.clone();
        } catch (CloneNotSupportedException e) {
            return lookUp();
        }
    }

    private static MessageDigest lookUp() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    /**
     * Whether {@code hex} is exactly the lowercase hex of {@code digest}: what
     * {@code hex(digest).equals(hex)} says, without making the hex string (thousands of block
     * digests per check of a store).
     */
    public static boolean isHexOf(byte[] digest, String hex) {
        if (hex == null || hex.length() != digest.length * 2) {
            return false;
        }
        for (int i = 0; i < digest.length; i++) {
            if (hex.charAt(2 * i) != LOWER_HEX[(digest[i] >> 4) & 0xF] || hex.charAt(2 * i + 1) != LOWER_HEX[digest[i] & 0xF]) {
                return false;
            }
        }
        return true;
    }

    public static boolean isHex(String value) {
        return value != null && HEX64.matcher(value).matches();
    }
}
