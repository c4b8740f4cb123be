package org.copydesk.model.signing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HexFormat;

import org.junit.jupiter.api.Test;

class SigningKeyTest {

    // RFC 8032 §7.1, TEST 2 (one-byte message 0x72).
    private static final byte[] SEED = hex("4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb");
    private static final byte[] PUBLIC_KEY = hex("3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c");
    private static final byte[] SIGNATURE = hex("92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da"
            + "085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00");

    @Test
    void derivesThePublicKeyOfTheRfc8032Vector() {
        assertArrayEquals(PUBLIC_KEY, SigningKey.fromSeed(SEED).publicKey().ed25519Key());
    }

    @Test
    void signsTheRfc8032VectorExactly() {
        assertArrayEquals(SIGNATURE, SigningKey.fromSeed(SEED).signRaw(new byte[] {0x72}));
    }

    @Test
    void verifiesTheRfc8032VectorAndRejectsAnyOtherMessage() {
        assertTrue(Ed25519Engine.verify(SIGNATURE, PUBLIC_KEY, new byte[] {0x72}));
        assertFalse(Ed25519Engine.verify(SIGNATURE, PUBLIC_KEY, new byte[] {0x73}));
    }

    @Test
    void refusesToSignOnceDestroyed() {
        SigningKey key = SigningKey.generate();

        key.destroy();

        assertTrue(key.isDestroyed());
        assertThrows(IllegalStateException.class, () -> key.signRaw(new byte[] {1}));
        assertThrows(IllegalStateException.class, key::seedCopy);
    }

    @Test
    void neverPrintsTheSecret() {
        SigningKey key = SigningKey.fromSeed(SEED);

        assertFalse(key.toString().toLowerCase().contains("4ccd089b"), key.toString());
        assertTrue(key.toString().contains(key.publicKey().fingerprint()));
    }

    @Test
    void aKeyHeldElsewhereSignsThroughItsHolderAndHasNoSeed() {
        SigningKey inAgent = SigningKey.fromSeed(SEED);
        SigningKey held = SigningKey.heldBy(inAgent.publicKey(), inAgent::signRaw);

        assertArrayEquals(SIGNATURE, held.signRaw(new byte[] {0x72}));
        assertTrue(held.isHeldElsewhere());
        assertThrows(IllegalStateException.class, held::seedCopy);
    }

    @Test
    void aHoldersSignatureThatDoesNotVerifyIsRefused() {
        SigningKey other = SigningKey.generate();
        SigningKey confused = SigningKey.heldBy(SigningKey.fromSeed(SEED).publicKey(), other::signRaw);

        assertThrows(MalformedSignatureException.class, () -> confused.signRaw(new byte[] {0x72}));
    }

    private static byte[] hex(String hex) {
        return HexFormat.of().parseHex(hex);
    }
}
