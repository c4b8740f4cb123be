package org.copydesk.model.signing;

import java.nio.charset.StandardCharsets;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Signature;
import java.util.Locale;

/**
 * Compares Ed25519 verification speed of the JDK provider and BouncyCastle, and measures
 * copydesk's full SSHSIG verification path. A benchmark, not a test: surefire ignores it.
 * Figures and the resulting choice are in docs/decisions/0002-ed25519-implementation.md.
 *
 * <pre>
 * ./mvnw -q -B -o -pl review-model test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
 * java -cp review-model/target/classes:review-model/target/test-classes:$(cat review-model/target/cp.txt) \
 *     org.copydesk.model.signing.Ed25519Benchmark
 * </pre>
 */
public final class Ed25519Benchmark {

    private static final long WARM_UP_NANOS = 2_000_000_000L;
    private static final long MEASURE_NANOS = 3_000_000_000L;

    private interface Operation {
        void run() throws Exception;
    }

    private Ed25519Benchmark() {
    }

    public static void main(String[] args) throws Exception {
        // About the size of a canonical review-decision.v1 document.
        byte[] message = "{\"schema\":\"review-decision.v1\",\"rationale\":\"x\"}".repeat(25).getBytes(StandardCharsets.UTF_8);
        System.out.printf(Locale.ROOT, "message %d bytes, %d processors, %s %s%n", message.length,
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.vm.name"),
                System.getProperty("java.version"));

        KeyPair jdkPair = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        Signature jdkSigner = Signature.getInstance("Ed25519");
        jdkSigner.initSign(jdkPair.getPrivate());
        jdkSigner.update(message);
        byte[] jdkSignature = jdkSigner.sign();
        Signature jdkVerifier = Signature.getInstance("Ed25519");
        report("JDK SunEC Ed25519 verify (raw)", () -> {
            jdkVerifier.initVerify(jdkPair.getPublic());
            jdkVerifier.update(message);
            require(jdkVerifier.verify(jdkSignature));
        });

        SigningKey key = SigningKey.generate();
        byte[] publicKey = key.publicKey().ed25519Key();
        byte[] rawSignature = key.signRaw(message);
        report("BouncyCastle rfc8032 Ed25519 verify (raw)", () -> require(Ed25519Engine.verify(rawSignature, publicKey, message)));

        SshSignature signature = SshSignature.sign(key, SignatureNamespaces.REVIEW_DECISION, message);
        report("copydesk SshSignature.verify (sha512 + Ed25519)", () -> require(
                signature.verify(message, SignatureNamespaces.REVIEW_DECISION, key.publicKey()).isValid()));

        String armored = signature.armored();
        SshPublicKey rosterKey = SshPublicKey.parse(key.publicKey().toOpenSshLine());
        // What `copydesk verify` does per decision: roster keys are parsed once, signatures each time.
        report("copydesk parse armor + verify", () -> require(SshSignature.parseArmored(armored)
                .verify(message, SignatureNamespaces.REVIEW_DECISION, rosterKey).isValid()));

        String publicKeyLine = key.publicKey().toOpenSshLine();
        report("copydesk parse key line + parse armor + verify", () -> require(SshSignature.parseArmored(armored)
                .verify(message, SignatureNamespaces.REVIEW_DECISION, SshPublicKey.parse(publicKeyLine)).isValid()));

        report("copydesk SshSignature.sign", () -> SshSignature.sign(key, SignatureNamespaces.REVIEW_DECISION, message));
    }

    private static void report(String name, Operation operation) throws Exception {
        loop(operation, WARM_UP_NANOS);
        double perSecond = loop(operation, MEASURE_NANOS);
        System.out.printf(Locale.ROOT, "%-50s %,10.0f /s%n", name, perSecond);
    }

    private static double loop(Operation operation, long nanos) throws Exception {
        long start = System.nanoTime();
        long deadline = start + nanos;
        long count = 0;
        long now;
        do {
            for (int i = 0; i < 100; i++) {
                operation.run();
            }
            count += 100;
            now = System.nanoTime();
        } while (now < deadline);
        return count / ((now - start) / 1e9);
    }

    private static void require(boolean verified) {
        if (!verified) {
            throw new IllegalStateException("benchmark signature did not verify");
        }
    }
}
