package org.copydesk.app;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Runs stock OpenSSH ({@code ssh-keygen}, {@code ssh-agent}, {@code ssh-add}) so key handling is
 * checked against the tools editors already use. A missing binary fails the test loudly: .ci/run
 * installs openssh-client.
 */
public final class OpenSshTools {

    public record Result(int code, String out, String err) {
        public String describe() {
            return "exit " + code + ", stdout: " + out + ", stderr: " + err;
        }
    }

    private OpenSshTools() {
    }

    /** {@code ssh-keygen -q -t ed25519 -f FILE -C COMMENT -N PASSPHRASE [extra…]}; returns FILE. */
    public static Path keygen(Path file, String passphrase, String... extra) {
        List<String> args = new ArrayList<>(List.of("-q", "-t", "ed25519", "-f", file.toString(), "-C", file.getFileName()
                .toString(), "-N", passphrase));
        args.addAll(List.of(extra));
        Result made = run(Map.of(), null, "ssh-keygen", args.toArray(String[]::new));
        if (made.code() != 0) {
            throw new IllegalStateException("ssh-keygen failed: " + made.describe());
        }
        return file;
    }

    public static Result run(Map<String, String> environment, Path stdin, String tool, String... arguments) {
        Path binary = Path.of("/usr/bin", tool);
        if (!Files.isExecutable(binary)) {
            throw new IllegalStateException(binary + " is required by this test; .ci/run installs openssh-client");
        }
        List<String> command = new ArrayList<>();
        command.add(binary.toString());
        command.addAll(List.of(arguments));
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().putAll(environment);
        builder.redirectInput(stdin == null ? ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))
                : ProcessBuilder.Redirect.from(stdin.toFile()));
        try {
            Process process = builder.start();
            CompletableFuture<String> out = drain(process.getInputStream());
            CompletableFuture<String> err = drain(process.getErrorStream());
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IllegalStateException(tool + " did not finish: " + command);
            }
            return new Result(process.exitValue(), out.join(), err.join());
        } catch (IOException e) {
            throw new IllegalStateException("cannot run " + command + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
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
