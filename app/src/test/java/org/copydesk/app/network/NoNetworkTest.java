package org.copydesk.app.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.copydesk.app.SharedVectors;
import org.copydesk.store.postgres.TestPostgres;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Copydesk opens no network connection but the one to the store the user named: the real
 * command line, in its own JVM under {@code strace}, importing, listing, checking and verifying,
 * makes no Internet-family {@code connect} but to the PostgreSQL server its URL names, and none
 * at all on a store file. Any socket the JVM or a library opened would show here.
 */
@ExtendWith(TestPostgres.class)
class NoNetworkTest {

    private static final Pattern CONNECT = Pattern.compile(
            "connect\\(\\d+, \\{sa_family=(AF_INET6?), sin6?_port=htons\\((\\d+)\\), "
                    + "(?:sin_addr=inet_addr\\(\"([^\"]+)\"\\)|.*?inet_pton\\(AF_INET6, \"([^\"]+)\")");

    @TempDir
    Path dir;

    @Test
    void aNewsroomDeskConnectsOnlyToTheServerItsUrlNames() throws Exception {
        TestPostgres.TestDatabase database = TestPostgres.freshDatabase();
        String[] store = {"--store", database.location().toString(), "--store-password-file",
            database.passwordFile().toString()};
        List<String> connects = new ArrayList<>();
        for (String[] command : List.of(new String[] {"import", SharedVectors.bundle().toString()},
                new String[] {"list"}, new String[] {"check"}, new String[] {"verify"})) {
            connects.addAll(traced(concat(store, command)));
        }
        assertFalse(connects.isEmpty(), "the trace saw the connection to the store itself");
        for (String connect : connects) {
            assertEquals("127.0.0.1:" + database.server().port(), connect, "a connection to " + connect);
        }
    }

    @Test
    void aDeskOnAStoreFileOpensNoConnectionAtAll() throws Exception {
        String[] store = {"--store", dir.resolve("s.db").toString()};
        List<String> connects = new ArrayList<>();
        connects.addAll(traced(concat(store, new String[] {"import", SharedVectors.bundle().toString()})));
        connects.addAll(traced(concat(store, new String[] {"check"})));
        assertEquals(List.of(), connects);
    }

    /** The host:port of every Internet-family connect the command made, run as its own JVM under strace. */
    private List<String> traced(String[] args) throws IOException, InterruptedException {
        Path trace = Files.createTempFile(dir, "connect", ".trace");
        List<String> command = new ArrayList<>(List.of("strace", "-f", "-qq", "-e", "trace=connect", "-o",
                trace.toString(), Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "org.copydesk.app.Main"));
        command.addAll(List.of(args));
        Path output = dir.resolve("output.txt");
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile());
        builder.environment().put("XDG_DATA_HOME", dir.resolve("data").toString());
        Process process;
        try {
            process = builder.start();
        } catch (IOException e) {
            throw new IllegalStateException("strace is needed to prove copydesk opens no other connection: "
                    + "apt-get install strace (.ci/run does)", e);
        }
        assertTrue(process.waitFor(180, TimeUnit.SECONDS), "the command finished");
        String said = Files.readString(output, StandardCharsets.UTF_8);
        assertFalse(said.contains("PTRACE_TRACEME") || said.contains("ptrace"), "strace cannot trace here "
                + "(a container without CAP_SYS_PTRACE?): " + said);
        assertTrue(process.exitValue() == 0 || process.exitValue() == 1, String.join(" ", args) + ": " + said);
        List<String> connects = new ArrayList<>();
        for (String line : Files.readAllLines(trace, StandardCharsets.UTF_8)) {
            if (line.contains("sa_family=AF_INET")) {
                Matcher m = CONNECT.matcher(line);
                assertTrue(m.find(), "an unread connect line: " + line);
                String address = m.group(3) != null ? m.group(3) : m.group(4);
                // The JVM's dual-stack sockets reach an IPv4 address through its IPv6 mapping.
                connects.add(address.replaceFirst("^::ffff:", "") + ":" + m.group(2));
            }
        }
        return connects;
    }

    private static String[] concat(String[] a, String[] b) {
        String[] all = new String[a.length + b.length];
        System.arraycopy(a, 0, all, 0, a.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }
}
