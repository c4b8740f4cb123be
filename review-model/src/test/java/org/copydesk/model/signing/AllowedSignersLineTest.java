package org.copydesk.model.signing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class AllowedSignersLineTest {

    private static final String NAMESPACE = SignatureNamespaces.REVIEW_DECISION;

    @TempDir
    Path dir;

    private final SigningKey key = SigningKey.generate();

    @Test
    void formatsPrincipalNamespacesAndKey() {
        String line = AllowedSignersLine.of("ed.ramos", NAMESPACE, key.publicKey()).format();

        assertEquals("ed.ramos namespaces=\"review-decision@copydesk\" " + key.publicKey().toOpenSshLine(), line);
    }

    @Test
    void formatsTheValidityWindowAsUtcTimestamps() {
        AllowedSignersLine line = new AllowedSignersLine("ed.ramos", List.of(NAMESPACE),
                Optional.of(Instant.parse("2026-10-15T09:12:44Z")), Optional.of(Instant.parse("2027-01-01T00:00:00Z")),
                key.publicKey());

        assertEquals("ed.ramos namespaces=\"review-decision@copydesk\",valid-after=\"20261015091244Z\","
                + "valid-before=\"20270101000000Z\" " + key.publicKey().toOpenSshLine(), line.format());
    }

    @Test
    void joinsSeveralNamespacesWithCommas() {
        AllowedSignersLine line = new AllowedSignersLine("owner", List.of(NAMESPACE, SignatureNamespaces.REVIEWER_ROSTER),
                Optional.empty(), Optional.empty(), key.publicKey());

        assertTrue(line.format().startsWith("owner namespaces=\"review-decision@copydesk,reviewer-roster@copydesk\" "));
    }

    @ParameterizedTest
    @CsvSource(textBlock = """
        2026-10-15T09:12:44.001Z, 2026-10-15T09:12:44.999Z, 20261015091245Z, 20261015091244Z
        2026-10-15T09:12:44Z,     2026-10-15T09:12:45Z,     20261015091244Z, 20261015091245Z
        """)
    void roundsFractionalSecondsInwardsSoTheWindowNeverWidens(String after, String before, String expectedAfter,
            String expectedBefore) {
        String line = new AllowedSignersLine("ed.ramos", List.of(NAMESPACE), Optional.of(Instant.parse(after)),
                Optional.of(Instant.parse(before)), key.publicKey()).format();

        assertTrue(line.contains("valid-after=\"" + expectedAfter + "\""), line);
        assertTrue(line.contains("valid-before=\"" + expectedBefore + "\""), line);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "*", "*@copydesk", "ed?ramos", "!ed.ramos", "ed,ramos", "ed ramos", "ed\"ramos", "ed\nramos"})
    void refusesPrincipalsThatWouldActAsPatternsOrBreakTheLine(String principal) {
        assertThrows(IllegalArgumentException.class, () -> AllowedSignersLine.of(principal, NAMESPACE, key.publicKey()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "*", "review-*", "a,b", "a\"b", "a b"})
    void refusesNamespacesThatWouldActAsPatternsOrBreakTheLine(String namespace) {
        assertThrows(IllegalArgumentException.class, () -> AllowedSignersLine.of("ed.ramos", namespace, key.publicKey()));
    }

    @Test
    void refusesAWindowThatEndsBeforeItStarts() {
        assertThrows(IllegalArgumentException.class, () -> new AllowedSignersLine("ed.ramos", List.of(NAMESPACE),
                Optional.of(Instant.parse("2027-01-01T00:00:00Z")), Optional.of(Instant.parse("2026-01-01T00:00:00Z")),
                key.publicKey()));
    }

    @ParameterizedTest
    @CsvSource(textBlock = """
        20261015091244, true
        20261231235959, true
        20261015091243, false
        20270101000001, false
        """)
    void sshKeygenHonoursTheValidityWindow(String verifyTime, boolean accepted) throws Exception {
        byte[] message = "decision".getBytes(StandardCharsets.UTF_8);
        AllowedSignersLine line = new AllowedSignersLine("ed.ramos", List.of(NAMESPACE),
                Optional.of(Instant.parse("2026-10-15T09:12:44Z")), Optional.of(Instant.parse("2027-01-01T00:00:00Z")),
                key.publicKey());
        Files.writeString(dir.resolve("allowed_signers"), line.format() + "\n");
        Files.writeString(dir.resolve("msg.sig"), SshSignature.sign(key, NAMESPACE, message).armored());

        // verify-time is read in local time unless suffixed; TZ is pinned by using the Z form.
        ExternalTool.Result result = ExternalTool.sshKeygen(dir, message, "-Y", "verify", "-f", "allowed_signers",
                "-I", "ed.ramos", "-n", NAMESPACE, "-s", "msg.sig", "-Overify-time=" + verifyTime + "Z");

        assertEquals(accepted, result.succeeded(), result.describe());
    }

    @Test
    void sshKeygenRefusesTheKeyInANamespaceTheLineDoesNotAllow() throws Exception {
        byte[] message = "roster change".getBytes(StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("allowed_signers"),
                AllowedSignersLine.of("ed.ramos", NAMESPACE, key.publicKey()).format() + "\n");
        Files.writeString(dir.resolve("msg.sig"),
                SshSignature.sign(key, SignatureNamespaces.REVIEWER_ROSTER, message).armored());

        ExternalTool.Result result = ExternalTool.sshKeygen(dir, message, "-Y", "verify", "-f", "allowed_signers",
                "-I", "ed.ramos", "-n", SignatureNamespaces.REVIEWER_ROSTER, "-s", "msg.sig");

        assertFalse(result.succeeded(), result.describe());
    }
}
