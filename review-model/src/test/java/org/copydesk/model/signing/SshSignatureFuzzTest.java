package org.copydesk.model.signing;

import java.nio.charset.StandardCharsets;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Any text given to the SSHSIG parser parses or is refused with {@link MalformedSignatureException};
 * seeds in {@code SshSignatureFuzzTestInputs/parseArmored/} replay in every build.
 */
class SshSignatureFuzzTest {

    @FuzzTest(maxDuration = "60s")
    void parseArmored(byte[] bytes) {
        try {
            SshSignature.parseArmored(new String(bytes, StandardCharsets.UTF_8));
        } catch (MalformedSignatureException expected) {
            // The documented refusal of a damaged or foreign signature.
        }
    }
}
