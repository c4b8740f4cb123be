package org.copydesk.model.signing;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;

import org.copydesk.model.json.Sha256;

/**
 * An Ed25519 public key as OpenSSH writes it. Only {@code ssh-ed25519} is supported: the
 * formats (FORMATS §4.1) name that key type and nothing else.
 *
 * <p>The key is decoded to its curve point once, when the object is made (which is also what
 * checks that it is a point), and every verification under it reuses that point.
 */
public final class SshPublicKey {

    public static final String KEY_TYPE = "ssh-ed25519";

    // A one-line ed25519 key is about 100 characters; anything far larger is not a key.
    private static final int MAX_LINE_LENGTH = 4096;
    private static final int MAX_BLOB_STRING = 64;

    private final byte[] ed25519Key;
    private final Ed25519Engine.DecodedKey decoded;
    private final String fingerprint;

    /** @param ed25519Key the 32-byte RFC 8032 encoding of the key */
    public SshPublicKey(byte[] ed25519Key) {
        if (ed25519Key == null || ed25519Key.length != Ed25519Engine.PUBLIC_KEY_LENGTH) {
            throw new MalformedKeyException("an ed25519 public key is 32 bytes");
        }
        this.ed25519Key = ed25519Key.clone();
        this.decoded = Ed25519Engine.decode(this.ed25519Key).orElseThrow(() ->
                new MalformedKeyException("the ed25519 public key is not a point on the curve"));
        this.fingerprint = "SHA256:" + Base64.getEncoder().withoutPadding().encodeToString(Sha256.digest(wireBlob()));
    }

    /**
     * Reads the OpenSSH one-line form {@code ssh-ed25519 AAAA… [comment]}; the comment is
     * not part of the key and is dropped.
     */
    public static SshPublicKey parse(String openSshLine) {
        String line = stripOneLineEnd(openSshLine);
        if (line.length() > MAX_LINE_LENGTH) {
            throw new MalformedKeyException("public key line is longer than " + MAX_LINE_LENGTH + " characters");
        }
        if (line.indexOf('\n') >= 0 || line.indexOf('\r') >= 0) {
            throw new MalformedKeyException("expected one public key line, found several lines");
        }
        String[] fields = line.strip().split("[ \t]+", 3);
        if (fields.length < 2 || fields[0].isEmpty()) {
            throw new MalformedKeyException("expected 'ssh-ed25519 <base64 key> [comment]'");
        }
        if (!KEY_TYPE.equals(fields[0])) {
            throw new MalformedKeyException("unsupported key type '" + printable(fields[0]) + "'; copydesk uses ssh-ed25519");
        }
        byte[] blob;
        try {
            blob = Base64.getDecoder().decode(fields[1]);
        } catch (IllegalArgumentException e) {
            throw new MalformedKeyException("the public key is not valid base64");
        }
        return fromWireBlob(blob);
    }

    /** Reads the SSH wire-format key blob: {@code string "ssh-ed25519", string key}. */
    public static SshPublicKey fromWireBlob(byte[] blob) {
        try {
            SshWireReader reader = new SshWireReader(blob);
            String type = new String(reader.readString(MAX_BLOB_STRING, "key type"), StandardCharsets.UTF_8);
            if (!KEY_TYPE.equals(type)) {
                throw new MalformedKeyException("unsupported key type '" + printable(type) + "'; copydesk uses ssh-ed25519");
            }
            byte[] key = reader.readString(MAX_BLOB_STRING, "ed25519 key");
            reader.requireEnd("the public key");
            return new SshPublicKey(key);
        } catch (SshWireFormatException e) {
            throw new MalformedKeyException("damaged public key: " + e.getMessage());
        }
    }

    /** The 32-byte RFC 8032 encoding of the key. */
    public byte[] ed25519Key() {
        return ed25519Key.clone();
    }

    /** Whether {@code signature} is this key's Ed25519 signature over {@code message}. */
    boolean verifiesRaw(byte[] signature, byte[] message) {
        return Ed25519Engine.verify(signature, decoded, message);
    }

    public byte[] wireBlob() {
        return new SshWireWriter().string(KEY_TYPE).string(ed25519Key).toByteArray();
    }

    /** The OpenSSH SHA-256 fingerprint, exactly as {@code ssh-keygen -lf} prints it; used as {@code key_id}. */
    public String fingerprint() {
        return fingerprint;
    }

    /** {@code ssh-ed25519 AAAA…} without a comment. */
    public String toOpenSshLine() {
        return KEY_TYPE + " " + Base64.getEncoder().encodeToString(wireBlob());
    }

    /** {@code ssh-ed25519 AAAA… comment}; the comment must stay on one line. */
    public String toOpenSshLine(String comment) {
        if (comment.isBlank()) {
            return toOpenSshLine();
        }
        if (comment.chars().anyMatch(c -> c < 0x20 || c == 0x7F)) {
            throw new IllegalArgumentException("a public key comment cannot contain control characters");
        }
        return toOpenSshLine() + " " + comment;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SshPublicKey that && Arrays.equals(ed25519Key, that.ed25519Key);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(ed25519Key);
    }

    @Override
    public String toString() {
        return "SshPublicKey[" + fingerprint() + "]";
    }

    private static String stripOneLineEnd(String text) {
        if (text.endsWith("\r\n")) {
            return text.substring(0, text.length() - 2);
        }
        if (text.endsWith("\n")) {
            return text.substring(0, text.length() - 1);
        }
        return text;
    }

    // Echoing hostile input into an error line must not inject newlines or escapes.
    static String printable(String text) {
        String clipped = text.length() > 40 ? text.substring(0, 40) + "…" : text;
        return clipped.replaceAll("[^\\x20-\\x7E…]", "?");
    }
}
