package org.copydesk.model.signing;

import java.security.SecureRandom;
import java.util.Arrays;

import javax.security.auth.Destroyable;

/**
 * An unlocked Ed25519 private key. Hold it only as long as a signing needs it and then
 * {@link #destroy()} it, which overwrites the secret in memory. It has no value equality
 * and its {@code toString} never shows the secret.
 */
public final class SigningKey implements Destroyable {

    private final byte[] seed;
    private final byte[] publicKeyBytes;
    private final SshPublicKey publicKey;
    private volatile boolean destroyed;

    private SigningKey(byte[] seed) {
        this.seed = seed;
        this.publicKeyBytes = Ed25519Engine.publicKeyFor(seed);
        this.publicKey = new SshPublicKey(publicKeyBytes);
    }

    public static SigningKey generate(SecureRandom random) {
        return new SigningKey(Ed25519Engine.generateSeed(random));
    }

    public static SigningKey generate() {
        return generate(new SecureRandom());
    }

    /** Takes a copy of the 32-byte RFC 8032 seed, as a key file holds it; the caller clears its own array. */
    public static SigningKey fromSeed(byte[] seed) {
        if (seed.length != Ed25519Engine.SEED_LENGTH) {
            throw new IllegalArgumentException("an ed25519 seed is 32 bytes");
        }
        return new SigningKey(seed.clone());
    }

    public SshPublicKey publicKey() {
        return publicKey;
    }

    /** The raw 64-byte Ed25519 signature over {@code data}. */
    byte[] signRaw(byte[] data) {
        requireNotDestroyed();
        return Ed25519Engine.sign(seed, publicKeyBytes, data);
    }

    /** A copy of the seed for writing the key file; the caller must clear it. */
    public byte[] seedCopy() {
        requireNotDestroyed();
        return seed.clone();
    }

    @Override
    public void destroy() {
        destroyed = true;
        Arrays.fill(seed, (byte) 0);
    }

    @Override
    public boolean isDestroyed() {
        return destroyed;
    }

    @Override
    public String toString() {
        return "SigningKey[" + publicKey.fingerprint() + (destroyed ? ", destroyed]" : "]");
    }

    private void requireNotDestroyed() {
        if (destroyed) {
            throw new IllegalStateException("the signing key was destroyed");
        }
    }
}
