package org.copydesk.model.log;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Optional;

/**
 * The log at one size, as a C2SP tlog-checkpoint note body: the origin
 * {@code copydesk/<store_id>}, the decimal size and the base64 root, each line ending in a newline.
 */
public record Checkpoint(String storeId, long size, byte[] root) {

    public static final String ORIGIN_PREFIX = "copydesk/";

    public Checkpoint {
        if (root.length != 32) {
            throw new IllegalArgumentException("a log root is 32 bytes");
        }
        root = root.clone();
    }

    @Override
    public byte[] root() {
        return root.clone();
    }

    public String origin() {
        return ORIGIN_PREFIX + storeId;
    }

    public String rootHex() {
        return HexFormat.of().formatHex(root);
    }

    public String body() {
        return origin() + "\n" + size + "\n" + Base64.getEncoder().encodeToString(root) + "\n";
    }

    public byte[] bodyBytes() {
        return body().getBytes(StandardCharsets.UTF_8);
    }

    /** Reads a note body exactly as {@link #body()} writes it, or empty when it is anything else. */
    public static Optional<Checkpoint> parseBody(String body) {
        String[] lines = body.split("\n", -1);
        if (lines.length != 4 || !lines[3].isEmpty() || !lines[0].startsWith(ORIGIN_PREFIX)
                || !lines[1].matches("0|[1-9][0-9]{0,18}")) {
            return Optional.empty();
        }
        try {
            byte[] root = Base64.getDecoder().decode(lines[2]);
            Checkpoint parsed = new Checkpoint(lines[0].substring(ORIGIN_PREFIX.length()), Long.parseLong(lines[1]), root);
            return parsed.body().equals(body) ? Optional.of(parsed) : Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Checkpoint that && storeId.equals(that.storeId) && size == that.size
                && Arrays.equals(root, that.root);
    }

    @Override
    public int hashCode() {
        return storeId.hashCode() * 31 + Long.hashCode(size) * 17 + Arrays.hashCode(root);
    }

    @Override
    public String toString() {
        return "Checkpoint[" + origin() + ", " + size + ", " + rootHex() + "]";
    }
}
