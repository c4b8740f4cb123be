package org.copydesk.model.json;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

/** SHA-256 digests written as 64 lowercase hex characters (FORMATS §1). */
public final class Sha256 {

    private static final int HEX_LENGTH = 64;
    /** Never updated: only copied, so sharing it between threads is safe. */
    private static final MessageDigest PROTOTYPE = lookUp();

    private Sha256() {
    }

    public static String hex(byte[] bytes) {
        return HexFormat.of().formatHex(digest(bytes));
    }

    public static String hex(String utf8) {
        return hex(utf8.getBytes(StandardCharsets.UTF_8));
    }

    /** The digest of the canonical (RFC 8785) bytes of a JSON value. */
    public static String canonical(JsonNode node) {
        MessageDigest digest = newDigest();
        CanonicalJson.update(node, digest);
        return HexFormat.of().formatHex(digest.digest());
    }

    /**
     * The digest of {@code texts} joined with {@code separator}, in UTF-8, without building the
     * joined text. The separator must be ASCII and not empty, so that no character is split
     * between two texts and each text's bytes are those it has in the whole.
     */
    public static String joined(List<String> texts, String separator) {
        if (separator.isEmpty() || !StandardCharsets.US_ASCII.newEncoder().canEncode(separator)) {
            throw new IllegalArgumentException("the separator must be ASCII and not empty");
        }
        byte[] between = separator.getBytes(StandardCharsets.US_ASCII);
        MessageDigest digest = newDigest();
        for (int i = 0; i < texts.size(); i++) {
            if (i > 0) {
                digest.update(between);
            }
            digest.update(texts.get(i).getBytes(StandardCharsets.UTF_8));
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    public static byte[] digest(byte[] bytes) {
        return newDigest().digest(bytes);
    }

    /** A fresh SHA-256 digest: a copy of an unused one, cheaper than a provider look-up per block hashed. */
    private static MessageDigest newDigest() {
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

    /** Whether {@code value} is a digest as FORMATS writes it: 64 lowercase hex characters. */
    public static boolean isHex(String value) {
        if (value == null || value.length() != HEX_LENGTH) {
            return false;
        }
        // A loop, not a regex: every digest field of every document checked passes through here.
        for (int i = 0; i < HEX_LENGTH; i++) {
            char c = value.charAt(i);
            if (!(c >= '0' && c <= '9' || c >= 'a' && c <= 'f')) {
                return false;
            }
        }
        return true;
    }
}
