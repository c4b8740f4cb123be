package org.copydesk.app.workflow.keys;

import java.io.IOException;
import java.io.StringReader;
import java.math.BigInteger;
import java.security.GeneralSecurityException;
import java.util.Arrays;
import java.util.function.Supplier;

import javax.crypto.Cipher;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.PBEKeySpec;
import javax.crypto.spec.SecretKeySpec;

import org.bouncycastle.asn1.ASN1OctetString;
import org.bouncycastle.asn1.nist.NISTObjectIdentifiers;
import org.bouncycastle.asn1.pkcs.EncryptedPrivateKeyInfo;
import org.bouncycastle.asn1.pkcs.EncryptionScheme;
import org.bouncycastle.asn1.pkcs.KeyDerivationFunc;
import org.bouncycastle.asn1.pkcs.PBES2Parameters;
import org.bouncycastle.asn1.pkcs.PBKDF2Params;
import org.bouncycastle.asn1.pkcs.PKCSObjectIdentifiers;
import org.bouncycastle.asn1.x509.AlgorithmIdentifier;
import org.bouncycastle.util.io.pem.PemObject;
import org.bouncycastle.util.io.pem.PemReader;
import org.copydesk.model.signing.MalformedKeyException;
import org.copydesk.model.signing.SigningKey;
import org.copydesk.model.signing.WrongPassphraseException;

/**
 * The key files copydesk wrote before it wrote OpenSSH keys: PKCS#8 {@code ENCRYPTED PRIVATE
 * KEY} with PBES2 (RFC 8018), PBKDF2-HMAC-SHA256 and AES-256-CBC. BouncyCastle reads the PEM
 * and the ASN.1; the JDK's cipher decrypts; every array that held the seed is cleared.
 */
final class Pkcs8KeyFormat {

    // An absurd iteration count is a denial of service; copydesk wrote 600,000.
    private static final int MAX_ITERATIONS = 10_000_000;
    private static final int MIN_SALT_LENGTH = 8;
    private static final int MAX_SALT_LENGTH = 64;
    private static final int AES_BLOCK = 16;
    private static final int AES_256_KEY_BYTES = 32;

    private Pkcs8KeyFormat() {
    }

    private record Encrypted(byte[] salt, int iterations, byte[] iv, byte[] ciphertext) {
    }

    static SigningKey read(String text, Supplier<char[]> passphrase) {
        Encrypted encrypted = parse(text);
        char[] chars = passphrase.get();
        byte[] plaintext;
        try {
            if (chars.length == 0) {
                throw new WrongPassphraseException();
            }
            plaintext = decrypt(chars, encrypted);
        } finally {
            Arrays.fill(chars, '\0');
        }
        try {
            return Ed25519Pkcs8.signingKey(plaintext);
        } catch (MalformedKeyException e) {
            // CBC padding checks out by chance about once in 256 wrong passphrases; the content is then noise.
            throw new WrongPassphraseException();
        } finally {
            Arrays.fill(plaintext, (byte) 0);
        }
    }

    private static byte[] decrypt(char[] passphrase, Encrypted key) {
        PBEKeySpec spec = new PBEKeySpec(passphrase, key.salt(), key.iterations(), AES_256_KEY_BYTES * 8);
        byte[] keyBytes = null;
        try {
            keyBytes = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
            Cipher cipher = Cipher.getInstance("AES/CBC/PKCS5Padding");
            cipher.init(Cipher.DECRYPT_MODE, new SecretKeySpec(keyBytes, "AES"), new IvParameterSpec(key.iv()));
            return cipher.doFinal(key.ciphertext());
        } catch (GeneralSecurityException e) {
            // Almost always a padding failure, which is what a wrong passphrase looks like.
            throw new WrongPassphraseException();
        } finally {
            spec.clearPassword();
            if (keyBytes != null) {
                Arrays.fill(keyBytes, (byte) 0);
            }
        }
    }

    private static Encrypted parse(String text) {
        byte[] der = pemBody(text);
        try {
            EncryptedPrivateKeyInfo info = EncryptedPrivateKeyInfo.getInstance(der);
            AlgorithmIdentifier algorithm = info.getEncryptionAlgorithm();
            require(PKCSObjectIdentifiers.id_PBES2.equals(algorithm.getAlgorithm()), "the key is not encrypted with PBES2");
            PBES2Parameters pbes2 = PBES2Parameters.getInstance(algorithm.getParameters());

            KeyDerivationFunc kdf = pbes2.getKeyDerivationFunc();
            require(PKCSObjectIdentifiers.id_PBKDF2.equals(kdf.getAlgorithm()), "the key derivation function is not PBKDF2");
            PBKDF2Params pbkdf2 = PBKDF2Params.getInstance(kdf.getParameters());
            byte[] salt = pbkdf2.getSalt();
            if (salt.length < MIN_SALT_LENGTH || salt.length > MAX_SALT_LENGTH) {
                throw new MalformedKeyException("damaged private key file: a PBKDF2 salt of " + salt.length + " bytes");
            }
            BigInteger iterations = pbkdf2.getIterationCount();
            if (iterations.signum() <= 0 || iterations.compareTo(BigInteger.valueOf(MAX_ITERATIONS)) > 0) {
                throw new MalformedKeyException("damaged private key file: a PBKDF2 iteration count of " + iterations);
            }
            BigInteger keyLength = pbkdf2.getKeyLength();
            require(keyLength == null || keyLength.equals(BigInteger.valueOf(AES_256_KEY_BYTES)),
                    "the PBKDF2 key length does not fit AES-256");
            // An absent PRF means HMAC-SHA1 (RFC 8018), which copydesk never wrote.
            require(!pbkdf2.isDefaultPrf() && PKCSObjectIdentifiers.id_hmacWithSHA256.equals(pbkdf2.getPrf().getAlgorithm()),
                    "PBKDF2 must use HMAC-SHA256");

            EncryptionScheme scheme = pbes2.getEncryptionScheme();
            require(NISTObjectIdentifiers.id_aes256_CBC.equals(scheme.getAlgorithm()),
                    "the key must be encrypted with AES-256-CBC");
            byte[] iv = ASN1OctetString.getInstance(scheme.getParameters()).getOctets();
            if (iv.length != AES_BLOCK) {
                throw new MalformedKeyException("damaged private key file: the AES IV is not 16 bytes");
            }
            byte[] ciphertext = info.getEncryptedData();
            if (ciphertext.length == 0 || ciphertext.length % AES_BLOCK != 0) {
                throw new MalformedKeyException("damaged private key file: the encrypted key is cut off");
            }
            return new Encrypted(salt, iterations.intValueExact(), iv, ciphertext);
        } catch (IllegalArgumentException | IllegalStateException | ClassCastException | NullPointerException e) {
            throw new MalformedKeyException("damaged private key file: not an encrypted PKCS#8 key");
        }
    }

    private static byte[] pemBody(String text) {
        PemObject pem;
        try (PemReader reader = new PemReader(new StringReader(text))) {
            pem = reader.readPemObject();
        } catch (IOException | RuntimeException e) {
            throw new MalformedKeyException("damaged private key file: the key is not valid PEM base64");
        }
        if (pem == null) {
            throw new MalformedKeyException("damaged private key file: no '-----END ENCRYPTED PRIVATE KEY-----' line");
        }
        if (!"ENCRYPTED PRIVATE KEY".equals(pem.getType())) {
            throw new MalformedKeyException("not a copydesk private key: expected 'ENCRYPTED PRIVATE KEY'");
        }
        return pem.getContent();
    }

    private static void require(boolean condition, String reason) {
        if (!condition) {
            throw new MalformedKeyException("unsupported private key encryption: " + reason);
        }
    }
}
