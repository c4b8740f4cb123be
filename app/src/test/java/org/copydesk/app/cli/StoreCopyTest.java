package org.copydesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.app.SharedVectors;
import org.copydesk.app.workflow.DemoSeed;
import org.copydesk.store.postgres.TestPostgres;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code store copy}: a desk store with a roster, decisions and checkpoints copied into a
 * newsroom store and back gives the same verify states, the same log root and byte-identical
 * exported decisions.
 */
@ExtendWith(TestPostgres.class)
class StoreCopyTest {

    @TempDir
    Path dir;

    private CliRunner cli;
    private CliDesk desk;
    private TestPostgres.TestDatabase server;

    @BeforeEach
    void setUp() throws IOException {
        cli = new CliRunner(dir.resolve("default.db"), DemoSeed.NONE);
        desk = new CliDesk(cli, dir).keygen("olive.owner", "ed.ramos");
        assertEquals(0, cli.run("--store", desk.store, "import", SharedVectors.bundle().toString()).code());
        desk.owner("olive.owner", "Olive Owner").add("ed.ramos", "Ed Ramos", "editor", "olive.owner");
        CliRunner.Result decided = cli.run("--store", desk.store, "decide", "--json", "--decision", "approve",
                "--rationale", "Numbers match the release; MoE as published.", "--key", desk.key("ed.ramos.key"),
                "--passphrase-file", desk.pass, "--subject", DecisionFlowTest.POLL.substring(0, 8));
        assertEquals(0, decided.code(), decided.err());
        server = TestPostgres.freshDatabase();
    }

    @Test
    void aDeskStoreCopiedToTheServerAndBackVerifiesTheSameAndExportsTheSameBytes() throws IOException {
        String url = server.location().toString();
        String password = server.passwordFile().toString();
        CliRunner.Result there = cli.run("--store", desk.store, "store", "copy", "--json", "--to", url,
                "--to-password-file", password);
        assertEquals(0, there.code(), there.err() + there.out());
        assertTrue(there.json().get("verified").asBoolean());
        assertEquals(5, there.json().get("copied").get("runs").asInt());
        assertEquals(1, there.json().get("copied").get("decisions").asInt());
        assertEquals(2, there.json().get("copied").get("roster_changes").asInt());

        String back = dir.resolve("back.db").toString();
        CliRunner.Result home = cli.run("--store", url, "--store-password-file", password, "store", "copy", "--json",
                "--to", back);
        assertEquals(0, home.code(), home.err() + home.out());
        assertEquals(there.json().get("log"), home.json().get("log"));

        JsonNode original = verify("--store", desk.store);
        assertEquals(original, verify("--store", url, "--store-password-file", password));
        assertEquals(original, verify("--store", back));
        for (String command : List.of("list", "duplicates", "metrics")) {
            JsonNode expected = cli.run("--store", desk.store, command, "--json").json();
            assertEquals(expected, cli.run("--store", url, "--store-password-file", password, command, "--json").json(),
                    command);
            assertEquals(expected, cli.run("--store", back, command, "--json").json(), command);
        }
        assertSameFiles(export("--store", desk.store), export("--store", back));
    }

    @Test
    void copyingIntoAStoreThatHoldsContentIsRefused() {
        CliRunner.Result refused = cli.run("--store", desk.store, "store", "copy", "--to", desk.store);
        assertEquals(2, refused.code());
        assertTrue(refused.err().contains("already holds content"), refused.err());
    }

    private JsonNode verify(String... store) {
        String[] args = Stream.concat(Stream.of(store), Stream.of("verify", "--json")).toArray(String[]::new);
        CliRunner.Result verified = cli.run(args);
        assertEquals(0, verified.code(), verified.err());
        return verified.json();
    }

    private Path export(String... store) {
        Path out = dir.resolve("export-" + store[1].hashCode());
        String[] args = Stream.concat(Stream.of(store), Stream.of("export", "--out", out.toString()))
                .toArray(String[]::new);
        CliRunner.Result exported = cli.run(args);
        assertEquals(0, exported.code(), exported.err());
        return out;
    }

    private static void assertSameFiles(Path a, Path b) throws IOException {
        try (Stream<Path> files = Files.walk(a)) {
            List<Path> names = files.filter(Files::isRegularFile).map(a::relativize).sorted().toList();
            assertTrue(names.size() >= 3, names.toString());
            try (Stream<Path> other = Files.walk(b)) {
                assertEquals(names, other.filter(Files::isRegularFile).map(b::relativize).sorted().toList());
            }
            for (Path name : names) {
                assertEquals(Files.readString(a.resolve(name)), Files.readString(b.resolve(name)), name.toString());
            }
        }
    }
}
