package org.copydesk.model.signing;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Runs the real {@code ssh-keygen} and {@code openssl} so interoperability is checked
 * against stock tools, not against our own reading of the protocols. A missing binary
 * fails the test loudly rather than skipping it.
 */
final class ExternalTool {

    static final Path SSH_KEYGEN = Path.of("/usr/bin/ssh-keygen");
    static final Path OPENSSL = Path.of("/usr/bin/openssl");

    record Result(int exitCode, String stdout, String stderr) {
        boolean succeeded() {
            return exitCode == 0;
        }

        String describe() {
            return "exit " + exitCode + ", stdout: " + stdout + ", stderr: " + stderr;
        }
    }

    private ExternalTool() {
    }

    static Result sshKeygen(Path workingDirectory, String... arguments) throws IOException, InterruptedException {
        return run(SSH_KEYGEN, workingDirectory, new byte[0], arguments);
    }

    static Result sshKeygen(Path workingDirectory, byte[] stdin, String... arguments)
            throws IOException, InterruptedException {
        return run(SSH_KEYGEN, workingDirectory, stdin, arguments);
    }

    static Result openssl(Path workingDirectory, String... arguments) throws IOException, InterruptedException {
        return run(OPENSSL, workingDirectory, new byte[0], arguments);
    }

    private static Result run(Path binary, Path workingDirectory, byte[] stdin, String... arguments)
            throws IOException, InterruptedException {
        if (!Files.isExecutable(binary)) {
            throw new IllegalStateException(binary + " is required for the interoperability tests");
        }
        List<String> command = new ArrayList<>();
        command.add(binary.toString());
        command.addAll(List.of(arguments));
        Process process = new ProcessBuilder(command).directory(workingDirectory.toFile()).start();
        CompletableFuture<String> stdout = drain(process.getInputStream());
        CompletableFuture<String> stderr = drain(process.getErrorStream());
        try (OutputStream in = process.getOutputStream()) {
            in.write(stdin);
        }
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException(binary + " did not finish: " + command);
        }
        return new Result(process.exitValue(), stdout.join(), stderr.join());
    }

    private static CompletableFuture<String> drain(InputStream stream) {
        return CompletableFuture.supplyAsync(() -> {
            try (stream) {
                return new String(stream.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
    }
}
