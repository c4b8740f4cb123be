package org.copydesk.model.signing;

import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

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

    private static final int POINT_MEMO_LIMIT = 1024;
    private static final Map<String, Optional<Ed25519.PublicPoint>> POINTS = new ConcurrentHashMap<>();

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

    static boolean verify(byte[] signature, byte[] publicKey, byte[] message) {
        if (signature.length != SIGNATURE_LENGTH || publicKey.length != PUBLIC_KEY_LENGTH) {
            return false;
        }
        Optional<Ed25519.PublicPoint> point = publicPoint(publicKey);
        return point.isPresent() && Ed25519.verify(signature, 0, point.get(), message, 0, message.length);
    }

    /**
     * The decoded key, as {@code Ed25519.verify(byte[] …)} decodes and checks it on every call
     * ({@code validatePublicKeyPartialExport} runs the same checks and the same decoding). A
     * store's decisions are signed by a handful of keys, so each is decoded once; empty when the
     * bytes are not a point, for which that verify returns false.
     */
    private static Optional<Ed25519.PublicPoint> publicPoint(byte[] publicKey) {
        String key = HexFormat.of().formatHex(publicKey);
        Optional<Ed25519.PublicPoint> known = POINTS.get(key);
        if (known != null) {
            return known;
        }
        Optional<Ed25519.PublicPoint> decoded = Optional.ofNullable(Ed25519.validatePublicKeyPartialExport(publicKey, 0));
        if (POINTS.size() >= POINT_MEMO_LIMIT) {
            POINTS.clear();
        }
        POINTS.put(key, decoded);
        return decoded;
    }

    /**
     * Whether the 32 bytes decode to a point on the curve. Every signature carries its signer's
     * key, so this runs once per signature read: the decoded point is kept for the verify after it.
     */
    static boolean isValidPublicKey(byte[] publicKey) {
        return publicKey.length == PUBLIC_KEY_LENGTH && publicPoint(publicKey).isPresent();
    }
}
