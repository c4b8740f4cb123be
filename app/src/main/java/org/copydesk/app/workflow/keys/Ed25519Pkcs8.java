package org.copydesk.app.workflow.keys;

import java.util.Arrays;

import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.ASN1OctetString;
import org.bouncycastle.asn1.pkcs.PrivateKeyInfo;
import org.copydesk.model.signing.MalformedKeyException;
import org.copydesk.model.signing.SigningKey;

/**
 * An Ed25519 key in PKCS#8 (RFC 8410 §7), read by BouncyCastle's ASN.1 classes. Their
 * octet strings hand out their own arrays, so the seed's copies are cleared after use.
 */
final class Ed25519Pkcs8 {

    private static final int SEED_LENGTH = 32;
    private static final ASN1ObjectIdentifier ID_ED25519 = new ASN1ObjectIdentifier("1.3.101.112");

    private Ed25519Pkcs8() {
    }

    /** The key in {@code der}; the caller clears {@code der}. */
    static SigningKey signingKey(byte[] der) {
        PrivateKeyInfo info;
        try {
            info = PrivateKeyInfo.getInstance(der);
        } catch (RuntimeException e) {
            throw new MalformedKeyException("damaged private key: not PKCS#8");
        }
        if (info == null || !ID_ED25519.equals(info.getPrivateKeyAlgorithm().getAlgorithm())) {
            throw new MalformedKeyException("not an ed25519 private key; copydesk signs with ed25519 keys");
        }
        byte[] outer = info.getPrivateKey().getOctets();
        byte[] seed = null;
        try {
            seed = ASN1OctetString.getInstance(outer).getOctets();
            if (seed.length != SEED_LENGTH) {
                throw new MalformedKeyException("damaged private key: an ed25519 seed is 32 bytes");
            }
            return SigningKey.fromSeed(seed);
        } catch (IllegalArgumentException e) {
            throw new MalformedKeyException("damaged private key: the ed25519 seed is not an octet string");
        } finally {
            Arrays.fill(outer, (byte) 0);
            if (seed != null) {
                Arrays.fill(seed, (byte) 0);
            }
        }
    }
}
