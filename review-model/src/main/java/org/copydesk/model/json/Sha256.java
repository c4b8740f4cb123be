package org.copydesk.model.json;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;

/** SHA-256 digests written as 64 lowercase hex characters (FORMATS §1). */
public final class Sha256 {

    private static final Pattern HEX64 = Pattern.compile("[0-9a-f]{64}");
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

    /**
     * The digest of the canonical bytes of an array of objects whose members are all strings:
     * {@code rows[i][k]} is the value of {@code keys[k]} in the i-th object. Equal to
     * {@link #canonical} of that tree, without building it (a check report has dozens of rows).
     *
     * @throws IllegalArgumentException when the keys are not in canonical order or a row's length differs
     */
    public static String canonicalStringRows(List<String> keys, List<String[]> rows) {
        for (int k = 1; k < keys.size(); k++) {
            if (keys.get(k - 1).compareTo(keys.get(k)) >= 0) {
                throw new IllegalArgumentException("keys out of canonical order: " + keys);
            }
        }
        MessageDigest digest = newDigest();
        CanonicalStream out = new CanonicalStream(digest::update);
        out.put((byte) '[');
        for (int i = 0; i < rows.size(); i++) {
            String[] row = rows.get(i);
            if (row.length != keys.size()) {
                throw new IllegalArgumentException("row " + i + " has " + row.length + " values for " + keys.size() + " keys");
            }
            if (i > 0) {
                out.put((byte) ',');
            }
            out.put((byte) '{');
            for (int k = 0; k < row.length; k++) {
                if (k > 0) {
                    out.put((byte) ',');
                }
                out.writeKey(keys.get(k));
                out.writeString(row[k]);
            }
            out.put((byte) '}');
        }
        out.put((byte) ']');
        out.flush();
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

    public static boolean isHex(String value) {
        return value != null && HEX64.matcher(value).matches();
    }
}
