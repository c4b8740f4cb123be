package org.copydesk.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A real {@code ssh-agent -D -a SOCKET} for one test, and {@code ssh-add} into it; closing it ends
 * the agent. Keys with a passphrase are added through {@code SSH_ASKPASS}, as a desktop session does.
 */
public final class TestAgent implements AutoCloseable {

    private final Process agent;
    private final Path socket;
    private final Path dir;

    private TestAgent(Process agent, Path socket, Path dir) {
        this.agent = agent;
        this.socket = socket;
        this.dir = dir;
    }

    public static TestAgent start(Path dir) throws IOException, InterruptedException {
        Path binary = Path.of("/usr/bin/ssh-agent");
        if (!Files.isExecutable(binary)) {
            throw new IllegalStateException(binary + " is required by this test; .ci/run installs openssh-client");
        }
        Files.createDirectories(dir);
        Path socket = dir.resolve("agent.sock");
        Process agent = new ProcessBuilder(binary.toString(), "-D", "-a", socket.toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("agent.log").toFile()).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!Files.exists(socket)) {
            if (!agent.isAlive() || System.nanoTime() > deadline) {
                agent.destroy();
                throw new IllegalStateException("ssh-agent did not start: " + Files.readString(dir.resolve("agent.log")));
            }
            Thread.sleep(20);
        }
        return new TestAgent(agent, socket, dir);
    }

    public Path socket() {
        return socket;
    }

    /** {@code SSH_AUTH_SOCK} pointing at this agent. */
    public Map<String, String> environment() {
        return Map.of("SSH_AUTH_SOCK", socket.toString());
    }

    /** {@code ssh-add KEY}; a passphrase, when given, is answered by an askpass script. */
    public OpenSshTools.Result add(Path key, String passphrase) throws IOException {
        Path askpass = dir.resolve("askpass.sh");
        Files.writeString(askpass, "#!/bin/sh\nprintf '%s\\n' '" + passphrase.replace("'", "'\\''") + "'\n");
        Files.setPosixFilePermissions(askpass, PosixFilePermissions.fromString("rwx------"));
        return OpenSshTools.run(Map.of("SSH_AUTH_SOCK", socket.toString(), "SSH_ASKPASS", askpass.toString(),
                "SSH_ASKPASS_REQUIRE", "force", "DISPLAY", ":0"), null, "ssh-add", key.toString());
    }

    @Override
    public void close() throws InterruptedException {
        agent.destroy();
        agent.waitFor(10, TimeUnit.SECONDS);
    }
}
