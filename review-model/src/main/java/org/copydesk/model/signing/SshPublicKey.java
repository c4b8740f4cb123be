package org.copydesk.model.signing;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;

import org.copydesk.model.json.Sha256;

/**
 * An Ed25519 public key as OpenSSH writes it: {@code ssh-ed25519}, the type the formats
 * (FORMATS §4.1) name, or {@code sk-ssh-ed25519@openssh.com}, an Ed25519 key held by a FIDO
 * security key (OpenSSH PROTOCOL.u2f), which also carries the FIDO application it was made for
 * (usually {@code ssh:}).
 *
 * <p>The key is decoded to its curve point once, when the object is made (which is also what
 * checks that it is a point), and every verification under it reuses that point.
 */
public final class SshPublicKey {

    public static final String KEY_TYPE = "ssh-ed25519";
    public static final String SK_KEY_TYPE = "sk-ssh-ed25519@openssh.com";

    // A one-line ed25519 key is about 100 characters; anything far larger is not a key.
    private static final int MAX_LINE_LENGTH = 4096;
    private static final int MAX_BLOB_STRING = 64;
    private static final int MAX_APPLICATION = 256;

    private final String keyType;
    private final String application;
    private final byte[] ed25519Key;
    private final Ed25519Engine.DecodedKey decoded;
    private final String fingerprint;

    /** @param ed25519Key the 32-byte RFC 8032 encoding of the key */
    public SshPublicKey(byte[] ed25519Key) {
        this(KEY_TYPE, ed25519Key, "");
    }

    private SshPublicKey(String keyType, byte[] ed25519Key, String application) {
        this.keyType = keyType;
        this.application = application;
        if (ed25519Key == null || ed25519Key.length != Ed25519Engine.PUBLIC_KEY_LENGTH) {
            throw new MalformedKeyException("an ed25519 public key is 32 bytes");
        }
        this.ed25519Key = ed25519Key.clone();
        this.decoded = Ed25519Engine.decode(this.ed25519Key).orElseThrow(() ->
                new MalformedKeyException("the ed25519 public key is not a point on the curve"));
        this.fingerprint = "SHA256:" + Base64.getEncoder().withoutPadding().encodeToString(Sha256.digest(wireBlob()));
    }

    /**
     * A security key's Ed25519 key ({@code sk-ssh-ed25519@openssh.com}) made for the FIDO
     * {@code application} (e.g. {@code ssh:}).
     */
    public static SshPublicKey securityKey(byte[] ed25519Key, String application) {
        if (application.isEmpty() || application.getBytes(StandardCharsets.UTF_8).length > MAX_APPLICATION
                || application.chars().anyMatch(c -> c < 0x20 || c == 0x7F)) {
            throw new MalformedKeyException("a security key's application is 1 to " + MAX_APPLICATION
                    + " printable characters");
        }
        return new SshPublicKey(SK_KEY_TYPE, ed25519Key, application);
    }

    /**
     * Reads the OpenSSH one-line form {@code ssh-ed25519 AAAA… [comment]} (or
     * {@code sk-ssh-ed25519@openssh.com AAAA… [comment]}); the comment is not part of the key
     * and is dropped.
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
        requireSupported(fields[0]);
        byte[] blob;
        try {
            blob = Base64.getDecoder().decode(fields[1]);
        } catch (IllegalArgumentException e) {
            throw new MalformedKeyException("the public key is not valid base64");
        }
        SshPublicKey key = fromWireBlob(blob);
        if (!key.keyType.equals(fields[0])) {
            throw new MalformedKeyException("the line says " + fields[0] + " but its key is " + key.keyType);
        }
        return key;
    }

    private static void requireSupported(String type) {
        if (!KEY_TYPE.equals(type) && !SK_KEY_TYPE.equals(type)) {
            throw new MalformedKeyException("unsupported key type '" + printable(type)
                    + "'; copydesk uses ssh-ed25519 (or sk-ssh-ed25519@openssh.com, on a security key)");
        }
    }

    /**
     * Reads the SSH wire-format key blob: {@code string "ssh-ed25519", string key}, or
     * {@code string "sk-ssh-ed25519@openssh.com", string key, string application}.
     */
    public static SshPublicKey fromWireBlob(byte[] blob) {
        try {
            SshWireReader reader = new SshWireReader(blob);
            String type = new String(reader.readString(MAX_BLOB_STRING, "key type"), StandardCharsets.UTF_8);
            requireSupported(type);
            byte[] key = reader.readString(MAX_BLOB_STRING, "ed25519 key");
            if (SK_KEY_TYPE.equals(type)) {
                String application = reader.readUtf8(MAX_APPLICATION, "application");
                reader.requireEnd("the public key");
                return securityKey(key, application);
            }
            reader.requireEnd("the public key");
            return new SshPublicKey(key);
        } catch (SshWireFormatException e) {
            throw new MalformedKeyException("damaged public key: " + e.getMessage());
        }
    }

    /** {@link #KEY_TYPE} or {@link #SK_KEY_TYPE}. */
    public String keyType() {
        return keyType;
    }

    /** Whether a FIDO security key holds the key: its signatures then carry the authenticator's flags. */
    public boolean isSecurityKey() {
        return SK_KEY_TYPE.equals(keyType);
    }

    /** The FIDO application a security key's key was made for; empty for a plain key. */
    public String application() {
        return application;
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
        SshWireWriter writer = new SshWireWriter().string(keyType).string(ed25519Key);
        return (isSecurityKey() ? writer.string(application) : writer).toByteArray();
    }

    /** The OpenSSH SHA-256 fingerprint, exactly as {@code ssh-keygen -lf} prints it; used as {@code key_id}. */
    public String fingerprint() {
        return fingerprint;
    }

    /** {@code ssh-ed25519 AAAA…} without a comment. */
    public String toOpenSshLine() {
        return keyType + " " + Base64.getEncoder().encodeToString(wireBlob());
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
        return other instanceof SshPublicKey that && keyType.equals(that.keyType)
                && application.equals(that.application) && Arrays.equals(ed25519Key, that.ed25519Key);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(ed25519Key) + application.hashCode();
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
