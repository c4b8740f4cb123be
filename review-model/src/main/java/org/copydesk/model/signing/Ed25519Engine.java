package org.copydesk.model.signing;

import java.security.SecureRandom;
import java.util.Optional;

import org.bouncycastle.math.ec.rfc8032.Ed25519;

/**
 * The one place that touches the Ed25519 implementation. BouncyCastle's RFC 8032 code is
 * used instead of the JDK provider because it verifies about eight times faster on the
 * target machine (docs/decisions/0002-ed25519-implementation.md); keeping it behind this
 * seam lets that choice be revisited without touching the SSH formats.
 */
final class Ed25519Engine {

    static final int SEED_LENGTH = Ed25519.SECRET_KEY_SIZE;
    static final int PUBLIC_KEY_LENGTH = Ed25519.PUBLIC_KEY_SIZE;
    static final int SIGNATURE_LENGTH = Ed25519.SIGNATURE_SIZE;

    /**
     * A public key decoded to its curve point, as {@code Ed25519.verify(byte[] …)} decodes and
     * checks it on every call ({@code validatePublicKeyPartialExport} runs the same checks and the
     * same decoding, so verifying with it accepts exactly the same signatures). The key object that
     * holds it decodes once; every verification under that key reuses it.
     */
    static final class DecodedKey {
        private final Ed25519.PublicPoint point;

        private DecodedKey(Ed25519.PublicPoint point) {
            this.point = point;
        }
    }

    private Ed25519Engine() {
    }

    static byte[] generateSeed(SecureRandom random) {
        byte[] seed = new byte[SEED_LENGTH];
        Ed25519.generatePrivateKey(random, seed);
        return seed;
    }

    static byte[] publicKeyFor(byte[] seed) {
        byte[] publicKey = new byte[PUBLIC_KEY_LENGTH];
        Ed25519.generatePublicKey(seed, 0, publicKey, 0);
        return publicKey;
    }

    static byte[] sign(byte[] seed, byte[] publicKey, byte[] message) {
        byte[] signature = new byte[SIGNATURE_LENGTH];
        Ed25519.sign(seed, 0, publicKey, 0, message, 0, message.length, signature, 0);
        return signature;
    }

    /** The key's point; empty when the 32 bytes are not a point on the curve. */
    static Optional<DecodedKey> decode(byte[] publicKey) {
        if (publicKey.length != PUBLIC_KEY_LENGTH) {
            return Optional.empty();
        }
        return Optional.ofNullable(Ed25519.validatePublicKeyPartialExport(publicKey, 0)).map(DecodedKey::new);
    }

    static boolean verify(byte[] signature, DecodedKey key, byte[] message) {
        return signature.length == SIGNATURE_LENGTH
                && Ed25519.verify(signature, 0, key.point, message, 0, message.length);
    }

    /** Verifies with the key's bytes, decoding them for this one call. */
    static boolean verify(byte[] signature, byte[] publicKey, byte[] message) {
        return signature.length == SIGNATURE_LENGTH && publicKey.length == PUBLIC_KEY_LENGTH
                && Ed25519.verify(signature, 0, publicKey, 0, message, 0, message.length);
    }
}
