package org.copydesk.model.signing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SshPublicKeyTest {

    @TempDir
    Path dir;

    @Test
    void fingerprintEqualsWhatSshKeygenPrints() throws Exception {
        SshPublicKey key = SigningKey.generate().publicKey();
        Files.writeString(dir.resolve("ed.ramos.pub"), key.toOpenSshLine("ed.ramos") + "\n");

        ExternalTool.Result result = ExternalTool.sshKeygen(dir, "-lf", "ed.ramos.pub");

        assertTrue(result.succeeded(), result.stderr());
        assertEquals(key.fingerprint(), result.stdout().split(" ")[1]);
    }

    @Test
    void readsAPublicKeyLineWrittenBySshKeygen() throws Exception {
        assertTrue(ExternalTool.sshKeygen(dir, "-q", "-t", "ed25519", "-N", "", "-C", "someone@example", "-f", "id").succeeded());
        String line = Files.readString(dir.resolve("id.pub"));

        SshPublicKey key = SshPublicKey.parse(line);

        String printed = ExternalTool.sshKeygen(dir, "-lf", "id.pub").stdout().split(" ")[1];
        assertEquals(printed, key.fingerprint());
        assertEquals(line.strip(), key.toOpenSshLine("someone@example"));
    }

    @Test
    void roundTripsThroughTheOneLineForm() {
        SshPublicKey key = SigningKey.generate().publicKey();

        assertEquals(key, SshPublicKey.parse(key.toOpenSshLine("ed.ramos")));
        assertEquals(key, SshPublicKey.parse(key.toOpenSshLine() + "\n"));
    }

    @Test
    void oneLineFormStartsWithTheKeyTypeAndTheWellKnownBlobPrefix() {
        String line = SigningKey.generate().publicKey().toOpenSshLine();

        // Every ssh-ed25519 blob starts with string "ssh-ed25519", which base64s to this.
        assertTrue(line.startsWith("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI"), line);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "",
        "ssh-ed25519",
        "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ",
        "ssh-ed25519 not*base64",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIA==",
    })
    void refusesLinesThatAreNotAnEd25519Key(String line) {
        assertThrows(MalformedKeyException.class, () -> SshPublicKey.parse(line));
    }

    @Test
    void refusesABlobWhoseInnerTypeDisagreesWithTheLine() {
        byte[] blob = new SshWireWriter().string("ssh-rsa").string(new byte[32]).toByteArray();
        String line = "ssh-ed25519 " + Base64.getEncoder().encodeToString(blob);

        MalformedKeyException e = assertThrows(MalformedKeyException.class, () -> SshPublicKey.parse(line));
        assertTrue(e.getMessage().contains("ssh-rsa"), e.getMessage());
    }

    @Test
    void refusesTrailingBytesInTheBlob() {
        byte[] blob = SigningKey.generate().publicKey().wireBlob();
        byte[] longer = new SshWireWriter().raw(blob).raw(new byte[] {0}).toByteArray();

        assertThrows(MalformedKeyException.class, () -> SshPublicKey.fromWireBlob(longer));
    }

    @Test
    void refusesSeveralLines() {
        String line = SigningKey.generate().publicKey().toOpenSshLine();

        assertThrows(MalformedKeyException.class, () -> SshPublicKey.parse(line + "\n" + line));
    }

    @Test
    void hidesControlCharactersOfAnUnknownTypeInTheMessage() {
        MalformedKeyException e = assertThrows(MalformedKeyException.class,
                () -> SshPublicKey.parse("ssh-\u001b[31mevil AAAA"));

        assertTrue(e.getMessage().chars().allMatch(c -> c >= 0x20), e.getMessage());
    }

    @Test
    void refusesCommentsThatWouldBreakTheLine() {
        SshPublicKey key = SigningKey.generate().publicKey();

        assertThrows(IllegalArgumentException.class, () -> key.toOpenSshLine("ed\nramos"));
    }

    @Test
    void equalKeysAreEqualValues() {
        SshPublicKey key = SigningKey.generate().publicKey();
        SshPublicKey copy = new SshPublicKey(key.ed25519Key());

        assertEquals(key, copy);
        assertEquals(key.hashCode(), copy.hashCode());
        assertEquals(new String(key.wireBlob(), StandardCharsets.ISO_8859_1),
                new String(copy.wireBlob(), StandardCharsets.ISO_8859_1));
    }
}
