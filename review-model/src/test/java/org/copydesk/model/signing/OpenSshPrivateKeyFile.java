package org.copydesk.model.signing;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;

/**
 * Test-only reader for an unencrypted {@code ssh-keygen -t ed25519 -N ''} key file
 * (PROTOCOL.key), so a test can sign with the very key ssh-keygen signs with and compare
 * the two signatures byte for byte. Production code never reads OpenSSH private keys.
 */
final class OpenSshPrivateKeyFile {

    private OpenSshPrivateKeyFile() {
    }

    static SigningKey read(String text) {
        String body = text.replace("-----BEGIN OPENSSH PRIVATE KEY-----", "")
                .replace("-----END OPENSSH PRIVATE KEY-----", "").replaceAll("\\s", "");
        SshWireReader reader = new SshWireReader(Base64.getDecoder().decode(body));
        byte[] magic = reader.readRaw(15, "magic");
        if (!Arrays.equals(magic, "openssh-key-v1\0".getBytes(StandardCharsets.US_ASCII))) {
            throw new IllegalArgumentException("not an OpenSSH private key");
        }
        if (!"none".equals(new String(reader.readString(64, "cipher"), StandardCharsets.US_ASCII))) {
            throw new IllegalArgumentException("only unencrypted test keys are read");
        }
        reader.readString(64, "kdf name");
        reader.readString(1024, "kdf options");
        reader.readUint32("key count");
        reader.readString(1024, "public key");
        SshWireReader secrets = new SshWireReader(reader.readString(4096, "private section"));
        secrets.readUint32("check 1");
        secrets.readUint32("check 2");
        secrets.readString(64, "key type");
        secrets.readString(64, "public key");
        byte[] seedAndPublicKey = secrets.readString(64, "secret key");
        return SigningKey.fromSeed(Arrays.copyOf(seedAndPublicKey, 32));
    }
}
