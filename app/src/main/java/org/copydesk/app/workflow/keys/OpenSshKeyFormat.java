package org.copydesk.app.workflow.keys;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.Base64;
import java.util.Collection;
import java.util.function.Supplier;

import javax.crypto.AEADBadTagException;

import org.apache.sshd.common.NamedResource;
import org.apache.sshd.common.config.keys.FilePasswordProvider;
import org.apache.sshd.common.config.keys.loader.openssh.OpenSSHKeyPairResourceParser;
import org.apache.sshd.common.config.keys.loader.openssh.kdf.BCryptKdfOptions;
import org.apache.sshd.common.config.keys.writer.openssh.OpenSSHKeyEncryptionContext;
import org.apache.sshd.common.config.keys.writer.openssh.OpenSSHKeyPairResourceWriter;
import org.apache.sshd.common.keyprovider.KeyPairProvider;
import org.apache.sshd.common.util.security.SecurityUtils;
import org.bouncycastle.asn1.x509.SubjectPublicKeyInfo;
import org.copydesk.model.signing.MalformedKeyException;
import org.copydesk.model.signing.SigningKey;
import org.copydesk.model.signing.WrongPassphraseException;

/**
 * OpenSSH's private key file ({@code openssh-key-v1}, PROTOCOL.key), read by Apache MINA
 * SSHD: the bcrypt KDF and the ciphers {@code ssh-keygen} writes ({@code aes256-ctr},
 * {@code aes256-gcm@openssh.com}, {@code chacha20-poly1305@openssh.com}, and the rest of
 * OpenSSH's list). Only ed25519 keys are accepted: the formats name no other key type.
 *
 * <p>The library takes the passphrase as a {@code String}, which cannot be wiped; the
 * {@code char[]} it is made from is cleared at once (docs/decisions/0140-openssh-key-files.md).
 */
final class OpenSshKeyFormat {

    private static final NamedResource RESOURCE = NamedResource.ofName("private key");
    private static final byte[] MAGIC = "openssh-key-v1\0".getBytes(StandardCharsets.US_ASCII);

    private OpenSshKeyFormat() {
    }

    /** Whether the key is encrypted: the library asks for a passphrase before it derives any key. */
    static boolean isEncrypted(String text) {
        try {
            parse(text, (session, resource, index) -> {
                throw new PassphraseAsked();
            });
            return false;
        } catch (PassphraseAsked asked) {
            return true;
        } catch (WrongPassphraseException e) {
            throw new MalformedKeyException("damaged OpenSSH private key: its check values do not match");
        }
    }

    static SigningKey read(String text, Supplier<char[]> passphrase) {
        boolean[] asked = {false};
        Collection<KeyPair> pairs = parse(text, (session, resource, index) -> {
            asked[0] = true;
            char[] chars = passphrase.get();
            try {
                if (chars.length == 0) {
                    throw new WrongPassphraseException();
                }
                return new String(chars);
            } finally {
                Arrays.fill(chars, '\0');
            }
        });
        if (pairs.size() != 1) {
            throw new MalformedKeyException("an OpenSSH key file with " + pairs.size() + " keys; copydesk reads files with one key");
        }
        return signingKey(pairs.iterator().next());
    }

    /**
     * The key as {@code ssh-keygen} writes it with a passphrase: {@code openssh-key-v1},
     * {@code aes256-ctr}, bcrypt with OpenSSH's default 16 rounds.
     */
    static String write(SigningKey key, String comment, char[] passphrase) {
        byte[] seed = key.seedCopy();
        try {
            KeyPair pair = new KeyPair(
                    SecurityUtils.generateEDDSAPublicKey(KeyPairProvider.SSH_ED25519, key.publicKey().ed25519Key()),
                    SecurityUtils.generateEDDSAPrivateKey(KeyPairProvider.SSH_ED25519, seed));
            OpenSSHKeyEncryptionContext encryption = new OpenSSHKeyEncryptionContext();
            encryption.setCipherName(OpenSSHKeyEncryptionContext.AES);
            encryption.setCipherMode("CTR");
            encryption.setCipherType("256");
            encryption.setKdfRounds(OpenSSHKeyEncryptionContext.DEFAULT_KDF_ROUNDS);
            encryption.setPassword(new String(passphrase));
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            OpenSSHKeyPairResourceWriter.INSTANCE.writePrivateKey(pair, comment, encryption, out);
            return out.toString(StandardCharsets.US_ASCII);
        } catch (IOException | GeneralSecurityException e) {
            throw new IllegalStateException("cannot encode an ed25519 key as an OpenSSH key file", e);
        } finally {
            Arrays.fill(seed, (byte) 0);
        }
    }

    private static Collection<KeyPair> parse(String text, FilePasswordProvider passwords) {
        requireOneKey(text);
        try {
            return OpenSSHKeyPairResourceParser.INSTANCE.loadKeyPairs(null, RESOURCE, passwords, text);
        } catch (PassphraseAsked | WrongPassphraseException e) {
            throw e;
        } catch (BCryptKdfOptions.BCryptBadRoundsException e) {
            throw new MalformedKeyException("the key's bcrypt KDF asks for more than "
                    + BCryptKdfOptions.getMaxAllowedRounds() + " rounds, more than copydesk allows");
        } catch (AEADBadTagException e) {
            throw new WrongPassphraseException();
        } catch (IOException | GeneralSecurityException | RuntimeException e) {
            if (String.valueOf(e.getMessage()).contains("check values")) {
                // OpenSSH's check integers differ: a wrong passphrase, or damage to an encrypted key.
                throw new WrongPassphraseException();
            }
            throw new MalformedKeyException("damaged or unsupported OpenSSH private key: " + oneLine(e));
        }
    }

    /**
     * The library sizes a list by the file's key count before reading any key, so a hostile
     * count would exhaust the heap. OpenSSH writes one key per file; anything else is refused
     * here, from the header alone: magic, cipher, KDF name and KDF options, then the count.
     */
    private static void requireOneKey(String text) {
        int begin = text.indexOf('\n');
        int end = text.indexOf("-----END");
        String body = begin < 0 ? "" : text.substring(begin + 1, end > begin ? end : text.length());
        ByteBuffer header;
        try {
            header = ByteBuffer.wrap(Base64.getMimeDecoder().decode(body));
        } catch (IllegalArgumentException e) {
            throw new MalformedKeyException("damaged OpenSSH private key: the key is not valid base64");
        }
        try {
            byte[] magic = new byte[MAGIC.length];
            header.get(magic);
            if (!Arrays.equals(magic, MAGIC)) {
                throw new MalformedKeyException("damaged OpenSSH private key: it does not start with openssh-key-v1");
            }
            for (int field = 0; field < 3; field++) {
                int length = header.getInt();
                if (length < 0 || length > header.remaining()) {
                    throw new BufferUnderflowException();
                }
                header.position(header.position() + length);
            }
            int keys = header.getInt();
            if (keys != 1) {
                throw new MalformedKeyException("an OpenSSH key file with " + Integer.toUnsignedString(keys)
                        + " keys; copydesk reads files with one key, as ssh-keygen writes them");
            }
        } catch (BufferUnderflowException e) {
            throw new MalformedKeyException("damaged OpenSSH private key: it is cut off");
        }
    }

    private static SigningKey signingKey(KeyPair pair) {
        String algorithm = pair.getPrivate().getAlgorithm();
        if (!"Ed25519".equalsIgnoreCase(algorithm) && !"EdDSA".equalsIgnoreCase(algorithm)) {
            throw new MalformedKeyException("an OpenSSH " + algorithm + " key; copydesk signs with ed25519 keys"
                    + " (ssh-keygen -t ed25519)");
        }
        byte[] pkcs8 = pair.getPrivate().getEncoded();
        SigningKey key;
        try {
            key = Ed25519Pkcs8.signingKey(pkcs8);
        } finally {
            Arrays.fill(pkcs8, (byte) 0);
        }
        byte[] stated = SubjectPublicKeyInfo.getInstance(pair.getPublic().getEncoded()).getPublicKeyData().getOctets();
        if (!MessageDigest.isEqual(stated, key.publicKey().ed25519Key())) {
            key.destroy();
            throw new MalformedKeyException("damaged OpenSSH private key: its public key does not match its secret");
        }
        return key;
    }

    private static String oneLine(Exception e) {
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        String clipped = message.length() > 120 ? message.substring(0, 120) + "…" : message;
        return clipped.replaceAll("[^\\x20-\\x7E…]", "?");
    }

    /** Thrown from the passphrase callback to learn that the key is encrypted without unlocking it. */
    private static final class PassphraseAsked extends RuntimeException {

        private static final long serialVersionUID = 1L;

        PassphraseAsked() {
            super("the key is encrypted", null, false, false);
        }
    }
}
