package org.copydesk.model.signing;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;

import org.copydesk.model.json.Sha256;

/**
 * An OpenSSH SSHSIG signature (PROTOCOL.sshsig) made with an ed25519 key, or with an ed25519
 * key on a FIDO security key (PROTOCOL.u2f). Signatures made here verify with
 * {@code ssh-keygen -Y verify}, and signatures made by {@code ssh-keygen -Y sign} verify here.
 *
 * @param publicKey     the signer's key, as carried inside the signature
 * @param namespace     what the signature is for, e.g. {@link SignatureNamespaces#REVIEW_DECISION}
 * @param reserved      the protocol's reserved field; empty in practice but signed over, so kept
 * @param hashAlgorithm {@code sha512} (what copydesk and ssh-keygen write) or {@code sha256}
 * @param signature     the raw 64-byte Ed25519 signature
 * @param authenticator a security key's flags and counter; present exactly when the key is a security key's
 */
public record SshSignature(SshPublicKey publicKey, String namespace, byte[] reserved, String hashAlgorithm,
                           byte[] signature, Optional<AuthenticatorData> authenticator) {

    public static final String HASH_SHA512 = "sha512";
    public static final String HASH_SHA256 = "sha256";

    private static final byte[] MAGIC = "SSHSIG".getBytes(StandardCharsets.US_ASCII);
    private static final int VERSION = 1;
    private static final int MAX_KEY_BLOB = 512;
    private static final int MAX_FIELD = 256;
    private static final int MAX_SIGNATURE_BLOB = 256;
    private static final int MAX_TYPE_NAME = 64;

    public SshSignature {
        Objects.requireNonNull(publicKey, "publicKey");
        Objects.requireNonNull(namespace, "namespace");
        if (!HASH_SHA512.equals(hashAlgorithm) && !HASH_SHA256.equals(hashAlgorithm)) {
            throw new IllegalArgumentException("SSHSIG hashes with sha512 or sha256, not " + hashAlgorithm);
        }
        if (signature.length != Ed25519Engine.SIGNATURE_LENGTH) {
            throw new IllegalArgumentException("an ed25519 signature is 64 bytes");
        }
        if (publicKey.isSecurityKey() != authenticator.isPresent()) {
            throw new IllegalArgumentException(publicKey.isSecurityKey()
                    ? "a security key's signature carries its authenticator's flags and counter"
                    : "only a security key's signature carries an authenticator's flags and counter");
        }
        reserved = reserved.clone();
        signature = signature.clone();
    }

    /** A signature by a plain ed25519 key. */
    public SshSignature(SshPublicKey publicKey, String namespace, byte[] reserved, String hashAlgorithm,
                        byte[] signature) {
        this(publicKey, namespace, reserved, hashAlgorithm, signature, Optional.empty());
    }

    /** Signs {@code message} in {@code namespace} with sha512, as {@code ssh-keygen -Y sign} does. */
    public static SshSignature sign(SigningKey key, String namespace, byte[] message) {
        SignatureNamespaces.requirePlain(namespace);
        byte[] reserved = new byte[0];
        byte[] signed = signedData(namespace, reserved, HASH_SHA512, message);
        if (key.publicKey().isSecurityKey()) {
            SigningKey.SecurityKeySignature made = key.signAsSecurityKey(signed);
            SshSignature signature = new SshSignature(key.publicKey(), namespace, reserved, HASH_SHA512,
                    made.signature(), Optional.of(made.authenticator()));
            SignatureVerdict verdict = signature.verify(message, namespace, key.publicKey());
            if (verdict == SignatureVerdict.NO_USER_PRESENCE) {
                throw new MalformedSignatureException("the security key signed without being touched (no user"
                        + " presence); copydesk accepts only touched signatures");
            }
            if (!verdict.isValid()) {
                throw new MalformedSignatureException("the security key returned a signature that does not verify");
            }
            return signature;
        }
        return new SshSignature(key.publicKey(), namespace, reserved, HASH_SHA512, key.signRaw(signed));
    }

    /**
     * Reads the armored form, strictly and within fixed size bounds.
     *
     * @throws MalformedSignatureException with a one-line reason when it is not a readable signature
     */
    public static SshSignature parseArmored(String armored) {
        return parseArmored(armored, new SignerKeys());
    }

    /**
     * {@link #parseArmored(String)} for one of many signatures a verification reads: the signer's
     * key is read through {@code keys}, so each distinct key is decoded once.
     */
    public static SshSignature parseArmored(String armored, SignerKeys keys) {
        return fromBlob(SshSignatureArmor.dearmor(armored), keys);
    }

    private static SshSignature fromBlob(byte[] blob, SignerKeys keys) {
        try {
            SshWireReader reader = new SshWireReader(blob);
            if (!Arrays.equals(reader.readRaw(MAGIC.length, "magic"), MAGIC)) {
                throw new MalformedSignatureException("not an SSHSIG signature: wrong magic preamble");
            }
            long version = reader.readUint32("version");
            if (version != VERSION) {
                throw new MalformedSignatureException("unsupported SSHSIG version " + version + "; only version 1 exists");
            }
            SshPublicKey key = signerKey(reader.readString(MAX_KEY_BLOB, "public key"), keys);
            String namespace = reader.readUtf8(MAX_FIELD, "namespace");
            if (namespace.isEmpty()) {
                throw new MalformedSignatureException("SSH signature has an empty namespace");
            }
            byte[] reserved = reader.readString(MAX_FIELD, "reserved field");
            String hash = reader.readUtf8(MAX_TYPE_NAME, "hash algorithm");
            if (!HASH_SHA512.equals(hash) && !HASH_SHA256.equals(hash)) {
                throw new MalformedSignatureException("unsupported SSH signature hash '" + SshPublicKey.printable(hash)
                        + "'; expected sha512 or sha256");
            }
            SshWireReader signatureBlob = new SshWireReader(reader.readString(MAX_SIGNATURE_BLOB, "signature"));
            reader.requireEnd("the signature");
            byte[] raw = rawSignature(signatureBlob, key.keyType());
            Optional<AuthenticatorData> authenticator = Optional.empty();
            if (key.isSecurityKey()) {
                int flags = signatureBlob.readRaw(1, "authenticator flags")[0] & 0xFF;
                authenticator = Optional.of(new AuthenticatorData(flags, signatureBlob.readUint32("signature counter")));
            }
            signatureBlob.requireEnd("the ed25519 signature");
            return new SshSignature(key, namespace, reserved, hash, raw, authenticator);
        } catch (SshWireFormatException e) {
            throw new MalformedSignatureException("damaged SSH signature: " + e.getMessage());
        }
    }

    /**
     * Checks this signature over {@code message} for the expected namespace and key. The
     * namespace and key are compared first so that a mismatch is reported as such, not as
     * a bad signature.
     */
    public SignatureVerdict verify(byte[] message, String expectedNamespace, SshPublicKey expectedKey) {
        if (!namespace.equals(expectedNamespace)) {
            return SignatureVerdict.WRONG_NAMESPACE;
        }
        if (!publicKey.equals(expectedKey)) {
            return SignatureVerdict.WRONG_KEY;
        }
        byte[] signed = signedData(namespace, reserved, hashAlgorithm, message);
        if (authenticator.isEmpty()) {
            return publicKey.verifiesRaw(signature, signed) ? SignatureVerdict.VALID : SignatureVerdict.BAD_SIGNATURE;
        }
        if (!publicKey.verifiesRaw(signature, securityKeySigned(authenticator.get(), signed))) {
            return SignatureVerdict.BAD_SIGNATURE;
        }
        return authenticator.get().userPresent() ? SignatureVerdict.VALID : SignatureVerdict.NO_USER_PRESENCE;
    }

    /**
     * What a security key's Ed25519 signature covers (PROTOCOL.u2f): the application's SHA-256,
     * the flags, the counter, and the SHA-256 of what was signed.
     */
    private byte[] securityKeySigned(AuthenticatorData data, byte[] signed) {
        return new SshWireWriter()
                .raw(Sha256.digest(publicKey.application().getBytes(StandardCharsets.UTF_8)))
                .raw(new byte[] {(byte) data.flags()})
                .uint32(data.counter())
                .raw(Sha256.digest(signed))
                .toByteArray();
    }

    /** The binary SSHSIG blob that the armor encodes. */
    public byte[] blob() {
        return new SshWireWriter()
                .raw(MAGIC)
                .uint32(VERSION)
                .string(publicKey.wireBlob())
                .string(namespace)
                .string(reserved)
                .string(hashAlgorithm)
                .string(signatureBlob())
                .toByteArray();
    }

    private byte[] signatureBlob() {
        SshWireWriter writer = new SshWireWriter().string(publicKey.keyType()).string(signature);
        authenticator.ifPresent(data -> writer.raw(new byte[] {(byte) data.flags()}).uint32(data.counter()));
        return writer.toByteArray();
    }

    /** The armored text, identical to what {@code ssh-keygen -Y sign} writes for the same signature. */
    public String armored() {
        return SshSignatureArmor.armor(blob());
    }

    @Override
    public byte[] reserved() {
        return reserved.clone();
    }

    @Override
    public byte[] signature() {
        return signature.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SshSignature that
                && publicKey.equals(that.publicKey)
                && namespace.equals(that.namespace)
                && Arrays.equals(reserved, that.reserved)
                && hashAlgorithm.equals(that.hashAlgorithm)
                && Arrays.equals(signature, that.signature)
                && authenticator.equals(that.authenticator);
    }

    @Override
    public int hashCode() {
        return Objects.hash(publicKey, namespace, Arrays.hashCode(reserved), hashAlgorithm, Arrays.hashCode(signature));
    }

    @Override
    public String toString() {
        return "SshSignature[" + publicKey.fingerprint() + ", " + namespace + ", " + hashAlgorithm + "]";
    }

    private static SshPublicKey signerKey(byte[] keyBlob, SignerKeys keys) {
        try {
            return keys.fromWireBlob(keyBlob);
        } catch (MalformedKeyException e) {
            throw new MalformedSignatureException("SSH signature carries an unusable key: " + e.getMessage());
        }
    }

    private static byte[] rawSignature(SshWireReader reader, String keyType) {
        String type = new String(reader.readString(MAX_TYPE_NAME, "signature type"), StandardCharsets.UTF_8);
        if (!keyType.equals(type)) {
            throw new MalformedSignatureException("unsupported signature type '" + SshPublicKey.printable(type)
                    + "' for a " + keyType + " key");
        }
        byte[] raw = reader.readString(MAX_TYPE_NAME, "ed25519 signature");
        if (raw.length != Ed25519Engine.SIGNATURE_LENGTH) {
            throw new MalformedSignatureException("damaged SSH signature: an ed25519 signature is 64 bytes, not "
                    + raw.length);
        }
        return raw;
    }

    /** The bytes actually signed (PROTOCOL.sshsig §"Signed Data"): the message enters only as its hash. */
    private static byte[] signedData(String namespace, byte[] reserved, String hashAlgorithm, byte[] message) {
        return new SshWireWriter()
                .raw(MAGIC)
                .string(namespace)
                .string(reserved)
                .string(hashAlgorithm)
                .string(hash(hashAlgorithm, message))
                .toByteArray();
    }

    private static byte[] hash(String hashAlgorithm, byte[] message) {
        String jdkName = HASH_SHA512.equals(hashAlgorithm) ? "SHA-512" : "SHA-256";
        try {
            return MessageDigest.getInstance(jdkName).digest(message);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has " + jdkName, e);
        }
    }
}
