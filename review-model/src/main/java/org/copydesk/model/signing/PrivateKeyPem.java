package org.copydesk.model.signing;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;

import javax.crypto.Cipher;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.PBEKeySpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * A private key at rest: PKCS#8 (RFC 8410 Ed25519) encrypted with PBES2 (RFC 8018),
 * PBKDF2-HMAC-SHA256 and AES-256-CBC, in PEM text ({@code ENCRYPTED PRIVATE KEY}). That is
 * the standard form, so {@code openssl pkcs8} can read it too.
 *
 * <p>Passphrases arrive as {@code char[]} and belong to the caller, who clears them; this
 * class keeps no copy and clears the byte arrays it derives. The JDK's PBKDF2 key object
 * holds its own copy until the garbage collector's cleaner zeroes it; that is beyond reach.
 */
public final class PrivateKeyPem {

    /** OWASP's 2023 floor for PBKDF2-HMAC-SHA256; unlocking takes well under a second. */
    public static final int DEFAULT_ITERATIONS = 600_000;

    // Reading bounds: a key file is under 1 KiB; an absurd iteration count is a denial of service.
    private static final int MAX_PEM_LENGTH = 16 * 1024;
    private static final int MAX_ITERATIONS = 10_000_000;
    private static final int SALT_LENGTH = 16;
    private static final int MIN_SALT_LENGTH = 8;
    private static final int MAX_SALT_LENGTH = 64;
    private static final int AES_BLOCK = 16;
    private static final int AES_256_KEY_BYTES = 32;

    private static final String LABEL = "ENCRYPTED PRIVATE KEY";
    private static final String BEGIN = "-----BEGIN " + LABEL + "-----";
    private static final String END = "-----END " + LABEL + "-----";

    private static final byte[] OID_PBES2 = {0x2A, (byte) 0x86, 0x48, (byte) 0x86, (byte) 0xF7, 0x0D, 0x01, 0x05, 0x0D};
    private static final byte[] OID_PBKDF2 = {0x2A, (byte) 0x86, 0x48, (byte) 0x86, (byte) 0xF7, 0x0D, 0x01, 0x05, 0x0C};
    private static final byte[] OID_HMAC_SHA256 = {0x2A, (byte) 0x86, 0x48, (byte) 0x86, (byte) 0xF7, 0x0D, 0x02, 0x09};
    private static final byte[] OID_AES256_CBC = {0x60, (byte) 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x01, 0x2A};

    // PKCS#8 v1 for Ed25519 is fixed apart from the seed: SEQUENCE { INTEGER 0,
    // SEQUENCE { OID 1.3.101.112 }, OCTET STRING { OCTET STRING seed } } (RFC 8410 §7).
    // Writing it by hand keeps the seed in exactly one array that can be cleared.
    private static final byte[] PKCS8_ED25519_PREFIX = {
        0x30, 0x2E, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2B, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20};

    private PrivateKeyPem() {
    }

    public static String encrypt(SigningKey key, char[] passphrase) {
        return encrypt(key, passphrase, DEFAULT_ITERATIONS, new SecureRandom());
    }

    /** Tests use a lower iteration count; production code goes through {@link #encrypt(SigningKey, char[])}. */
    static String encrypt(SigningKey key, char[] passphrase, int iterations, SecureRandom random) {
        if (passphrase.length == 0) {
            throw new IllegalArgumentException("a private key needs a non-empty passphrase");
        }
        byte[] salt = new byte[SALT_LENGTH];
        byte[] iv = new byte[AES_BLOCK];
        random.nextBytes(salt);
        random.nextBytes(iv);

        byte[] seed = key.seedCopy();
        byte[] plaintext = new byte[PKCS8_ED25519_PREFIX.length + seed.length];
        System.arraycopy(PKCS8_ED25519_PREFIX, 0, plaintext, 0, PKCS8_ED25519_PREFIX.length);
        System.arraycopy(seed, 0, plaintext, PKCS8_ED25519_PREFIX.length, seed.length);
        Arrays.fill(seed, (byte) 0);
        byte[] ciphertext;
        try {
            ciphertext = aes(Cipher.ENCRYPT_MODE, passphrase, salt, iterations, iv, plaintext);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("PBKDF2-HMAC-SHA256 and AES-256-CBC are in every Java runtime", e);
        } finally {
            Arrays.fill(plaintext, (byte) 0);
        }

        byte[] der = DerWriter.sequence(
                DerWriter.sequence(
                        DerWriter.oid(OID_PBES2),
                        DerWriter.sequence(
                                DerWriter.sequence(
                                        DerWriter.oid(OID_PBKDF2),
                                        DerWriter.sequence(
                                                DerWriter.octetString(salt),
                                                DerWriter.integer(iterations),
                                                DerWriter.sequence(DerWriter.oid(OID_HMAC_SHA256), DerWriter.nullValue()))),
                                DerWriter.sequence(DerWriter.oid(OID_AES256_CBC), DerWriter.octetString(iv)))),
                DerWriter.octetString(ciphertext));
        String body = Base64.getMimeEncoder(64, new byte[] {'\n'}).encodeToString(der);
        return BEGIN + "\n" + body + "\n" + END + "\n";
    }

    /**
     * Unlocks a key written by {@link #encrypt(SigningKey, char[])}.
     *
     * @throws WrongPassphraseException when the passphrase does not unlock it
     * @throws MalformedKeyException when the text is not such a key
     */
    public static SigningKey decrypt(String pem, char[] passphrase) {
        EncryptedKey encrypted = parse(pem);
        if (passphrase.length == 0) {
            throw new WrongPassphraseException();
        }
        byte[] plaintext;
        try {
            plaintext = aes(Cipher.DECRYPT_MODE, passphrase, encrypted.salt(), encrypted.iterations(), encrypted.iv(),
                    encrypted.ciphertext());
        } catch (GeneralSecurityException e) {
            // Almost always a padding failure, which is what a wrong passphrase looks like.
            throw new WrongPassphraseException();
        }
        try {
            if (plaintext.length != PKCS8_ED25519_PREFIX.length + Ed25519Engine.SEED_LENGTH
                    || !MessageDigest.isEqual(Arrays.copyOf(plaintext, PKCS8_ED25519_PREFIX.length), PKCS8_ED25519_PREFIX)) {
                // Padding happened to check out (about 1 in 256) but the content is noise.
                throw new WrongPassphraseException();
            }
            byte[] seed = Arrays.copyOfRange(plaintext, PKCS8_ED25519_PREFIX.length, plaintext.length);
            try {
                return SigningKey.fromSeed(seed);
            } finally {
                Arrays.fill(seed, (byte) 0);
            }
        } finally {
            Arrays.fill(plaintext, (byte) 0);
        }
    }

    private static byte[] aes(int mode, char[] passphrase, byte[] salt, int iterations, byte[] iv, byte[] input)
            throws GeneralSecurityException {
        PBEKeySpec spec = new PBEKeySpec(passphrase, salt, iterations, AES_256_KEY_BYTES * 8);
        byte[] keyBytes = null;
        try {
            keyBytes = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
            Cipher cipher = Cipher.getInstance("AES/CBC/PKCS5Padding");
            cipher.init(mode, new SecretKeySpec(keyBytes, "AES"), new IvParameterSpec(iv));
            return cipher.doFinal(input);
        } finally {
            spec.clearPassword();
            if (keyBytes != null) {
                Arrays.fill(keyBytes, (byte) 0);
            }
        }
    }

    private record EncryptedKey(byte[] salt, int iterations, byte[] iv, byte[] ciphertext) {
    }

    private static EncryptedKey parse(String pem) {
        byte[] der = pemBody(pem);
        DerReader outer = new DerReader(der).sequence("EncryptedPrivateKeyInfo");
        DerReader algorithm = outer.sequence("encryption algorithm");
        requireOid(algorithm.oid("encryption algorithm"), OID_PBES2, "the key is not encrypted with PBES2");
        DerReader pbes2 = algorithm.sequence("PBES2 parameters");
        algorithm.requireEnd("the encryption algorithm");

        DerReader kdf = pbes2.sequence("key derivation function");
        requireOid(kdf.oid("key derivation function"), OID_PBKDF2, "the key derivation function is not PBKDF2");
        DerReader pbkdf2 = kdf.sequence("PBKDF2 parameters");
        kdf.requireEnd("the key derivation function");
        byte[] salt = pbkdf2.octetString("PBKDF2 salt");
        if (salt.length < MIN_SALT_LENGTH || salt.length > MAX_SALT_LENGTH) {
            throw new MalformedKeyException("damaged private key file: a PBKDF2 salt of " + salt.length + " bytes");
        }
        int iterations = pbkdf2.smallInteger("PBKDF2 iteration count", MAX_ITERATIONS);
        if (iterations < 1) {
            throw new MalformedKeyException("damaged private key file: a PBKDF2 iteration count of 0");
        }
        if (pbkdf2.hasMore() && pbkdf2.peekTag() == DerReader.INTEGER
                && pbkdf2.smallInteger("PBKDF2 key length", Integer.MAX_VALUE) != AES_256_KEY_BYTES) {
            throw new MalformedKeyException("damaged private key file: the PBKDF2 key length does not fit AES-256");
        }
        if (!pbkdf2.hasMore()) {
            // An absent PRF means HMAC-SHA1 (RFC 8018), which copydesk never writes.
            throw new MalformedKeyException("unsupported private key encryption: PBKDF2 must use HMAC-SHA256");
        }
        DerReader prf = pbkdf2.sequence("PBKDF2 PRF");
        pbkdf2.requireEnd("the PBKDF2 parameters");
        requireOid(prf.oid("PBKDF2 PRF"), OID_HMAC_SHA256, "PBKDF2 must use HMAC-SHA256");
        if (prf.hasMore()) {
            prf.nullValue("PBKDF2 PRF parameters");
        }
        prf.requireEnd("the PBKDF2 PRF");

        DerReader scheme = pbes2.sequence("encryption scheme");
        pbes2.requireEnd("the PBES2 parameters");
        requireOid(scheme.oid("encryption scheme"), OID_AES256_CBC, "the key must be encrypted with AES-256-CBC");
        byte[] iv = scheme.octetString("AES IV");
        scheme.requireEnd("the encryption scheme");
        if (iv.length != AES_BLOCK) {
            throw new MalformedKeyException("damaged private key file: the AES IV is not 16 bytes");
        }

        byte[] ciphertext = outer.octetString("encrypted key");
        outer.requireEnd("the encrypted key");
        if (ciphertext.length == 0 || ciphertext.length % AES_BLOCK != 0) {
            throw new MalformedKeyException("damaged private key file: the encrypted key is cut off");
        }
        return new EncryptedKey(salt, iterations, iv, ciphertext);
    }

    private static void requireOid(byte[] actual, byte[] expected, String reason) {
        if (!Arrays.equals(actual, expected)) {
            throw new MalformedKeyException("unsupported private key encryption: " + reason);
        }
    }

    private static byte[] pemBody(String pem) {
        if (pem.length() > MAX_PEM_LENGTH) {
            throw new MalformedKeyException("not a copydesk private key: larger than " + MAX_PEM_LENGTH + " characters");
        }
        String[] lines = pem.replace("\r\n", "\n").split("\n", -1);
        int last = lines.length - 1;
        while (last > 0 && lines[last].isEmpty()) {
            last--;
        }
        String first = lines[0].strip();
        if (!first.equals(BEGIN)) {
            throw new MalformedKeyException(firstLineProblem(first));
        }
        if (last < 2 || !lines[last].strip().equals(END)) {
            throw new MalformedKeyException("damaged private key file: no '" + END + "' line after the key");
        }
        StringBuilder base64 = new StringBuilder();
        for (int i = 1; i < last; i++) {
            base64.append(lines[i].strip());
        }
        try {
            return Base64.getDecoder().decode(base64.toString());
        } catch (IllegalArgumentException e) {
            throw new MalformedKeyException("damaged private key file: the key is not valid base64");
        }
    }

    private static String firstLineProblem(String firstLine) {
        if (firstLine.equals("-----BEGIN PRIVATE KEY-----")) {
            return "the private key is not encrypted; copydesk keeps keys only with a passphrase";
        }
        if (firstLine.equals("-----BEGIN OPENSSH PRIVATE KEY-----")) {
            return "this is an OpenSSH private key; copydesk reads the keys it generates (ENCRYPTED PRIVATE KEY)";
        }
        if (firstLine.startsWith("-----BEGIN ")) {
            return "not a copydesk private key: expected '" + BEGIN + "'";
        }
        return "not a private key file: expected a line '" + BEGIN + "'";
    }
}
