package org.copydesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.copydesk.app.SharedVectors;
import org.copydesk.app.workflow.DemoSeed;
import org.copydesk.fixtures.DemoCorpus;
import org.copydesk.store.postgres.TestPostgres;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** The CLI on a newsroom store: opened by URL and password file, giving what a store file gives. */
@ExtendWith(TestPostgres.class)
class PostgresStoreCliTest {

    @TempDir
    Path dir;

    private CliRunner cli;
    private TestPostgres.TestDatabase database;

    @BeforeEach
    void setUp() {
        cli = new CliRunner(dir.resolve("default.db"), DemoSeed.NONE);
        database = TestPostgres.freshDatabase();
    }

    private CliRunner.Result onServer(String... args) {
        String[] all = new String[args.length + 4];
        all[0] = "--store";
        all[1] = database.location().toString();
        all[2] = "--store-password-file";
        all[3] = database.passwordFile().toString();
        System.arraycopy(args, 0, all, 4, args.length);
        return cli.run(all);
    }

    private CliRunner.Result onFile(String... args) {
        String[] all = new String[args.length + 2];
        all[0] = "--store";
        all[1] = dir.resolve("s.db").toString();
        System.arraycopy(args, 0, all, 2, args.length);
        return cli.run(all);
    }

    @Test
    void theDemoCorpusGivesTheSameQueueChecksAndDuplicatesInBothStores() throws IOException {
        Path corpus = Files.createDirectories(dir.resolve("corpus"));
        DemoCorpus.write(corpus);
        CliRunner.Result intoServer = onServer("import", "--json", corpus.toString());
        CliRunner.Result intoFile = onFile("import", "--json", corpus.toString());
        assertEquals(0, intoServer.code(), intoServer.err());
        assertEquals(intoFile.json(), intoServer.json());
        assertTrue(intoServer.json().get("imported").asInt() > 50, intoServer.out());

        for (String command : new String[] {"list", "check", "duplicates"}) {
            CliRunner.Result server = onServer(command, "--json");
            CliRunner.Result file = onFile(command, "--json");
            assertEquals(file.code(), server.code(), command + ": " + server.err());
            assertEquals(file.json(), server.json(), command);
        }
    }

    @Test
    void aSecondImportOfTheSameBundleReportsEveryRunUnchanged() {
        assertEquals(5, onServer("import", "--json", SharedVectors.bundle().toString()).json().get("imported").asInt());
        CliRunner.Result again = onServer("import", "--json", SharedVectors.bundle().toString());
        assertEquals(0, again.json().get("imported").asInt());
        assertEquals(5, again.json().get("unchanged").asInt());
    }

    @Test
    void initServerMakesTheDeskRoleWhoseLoginsImportAndList() throws IOException {
        String role = database.location().database() + "_desk";
        CliRunner.Result init = onServer("store", "init-server", "--desk-role", role, "--json");
        assertEquals(0, init.code(), init.err());
        assertEquals(role, init.json().get("desk_role").asText());
        String login = database.location().database() + "_ed";
        database.server().adminSql("postgres", "CREATE ROLE " + login + " LOGIN PASSWORD 'ed-pw' IN ROLE " + role);
        Path password = Files.writeString(dir.resolve("ed-pw"), "ed-pw\n");
        String url = "postgresql://" + login + "@127.0.0.1:" + database.server().port() + "/"
                + database.location().database() + "?sslmode=disable";

        CliRunner.Result imported = cli.run("--store", url, "--store-password-file", password.toString(), "import",
                "--json", SharedVectors.bundle().toString());
        assertEquals(0, imported.code(), imported.err());
        assertEquals(5, imported.json().get("imported").asInt());
        CliRunner.Result list = cli.run("--store", url, "--store-password-file", password.toString(), "list", "--json");
        assertEquals(5, list.json().get("records").size());
    }

    @Test
    void initServerOnAStoreFileIsRefused() {
        CliRunner.Result refused = onFile("store", "init-server");
        assertEquals(2, refused.code());
        assertTrue(refused.err().contains("sets up a PostgreSQL store"), refused.err());
    }

    @Test
    void aPasswordInTheUrlIsRefusedWithoutBeingRepeated() {
        CliRunner.Result refused = cli.run("--store", "postgresql://desk:hunter2@127.0.0.1/news", "list");
        assertEquals(2, refused.code());
        assertFalse(refused.err().contains("hunter2"), refused.err());
        assertTrue(refused.err().contains("~/.pgpass"), refused.err());
        assertEquals(1, refused.err().strip().lines().count(), refused.err());
    }

    @Test
    void anUnreachableServerIsOneLineNamingTheStore() throws IOException {
        int closed;
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            closed = socket.getLocalPort();
        }
        String url = "postgresql://desk@127.0.0.1:" + closed + "/news";
        CliRunner.Result refused = cli.run("--store", url, "list");
        assertEquals(2, refused.code());
        assertTrue(refused.err().startsWith("copydesk: " + url + ": cannot open the store"), refused.err());
        assertEquals(1, refused.err().strip().lines().count(), refused.err());
    }

    @Test
    void aWrongPasswordIsRefusedAndNotRepeated() throws IOException {
        Path wrong = Files.writeString(dir.resolve("wrong"), "not-the-password-xyzzy\n");
        CliRunner.Result refused = cli.run("--store", database.location().toString(), "--store-password-file",
                wrong.toString(), "list");
        assertEquals(2, refused.code());
        assertTrue(refused.err().contains("password authentication failed"), refused.err());
        assertFalse(refused.err().contains("xyzzy"), refused.err());
    }

    @Test
    void thePasswordFileIsReadAsThePassphraseFileIsBoundedAndRegularOnly() throws IOException {
        String url = database.location().toString();
        CliRunner.Result device = cli.run("--store", url, "--store-password-file", "/dev/zero", "list");
        assertEquals(2, device.code(), device.err());
        assertEquals("copydesk: /dev/zero: cannot read the password file: not a regular file or a pipe",
                device.err().strip());

        Path huge = Files.writeString(dir.resolve("huge"), "p".repeat(5000) + "\n");
        CliRunner.Result tooLong = cli.run("--store", url, "--store-password-file", huge.toString(), "list");
        assertEquals(2, tooLong.code(), tooLong.err());
        assertEquals("copydesk: " + huge + ": the password file's first line is over 4096 bytes; it should hold the "
                + "password alone", tooLong.err().strip());
        assertFalse(tooLong.err().contains("ppppp"));

        Path empty = Files.writeString(dir.resolve("empty"), "\nsecond line\n");
        CliRunner.Result blank = cli.run("--store", url, "--store-password-file", empty.toString(), "list");
        assertEquals(2, blank.code(), blank.err());
        assertEquals("copydesk: " + empty + ": the password file's first line is empty", blank.err().strip());
    }
}
