package org.copydesk.app.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Hostile command lines: a secret typed where no option takes one is never printed back, a
 * passphrase file that never ends is refused before it fills the heap, and the files keygen
 * creates get their modes whatever the user's umask.
 */
class HostileArgumentsTest {

    private static final String SECRET = "correct-horse-battery";

    @TempDir
    Path work;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            keygen --reviewer ed --out keys --passphrase correct-horse-battery
            keygen --reviewer ed --out keys --passphrase=correct-horse-battery
            keygen --reviewer ed --out keys --password correct-horse-battery --json
            import --secret correct-horse-battery a.json
            --db-token=correct-horse-battery list
            """)
    void aValueAfterASecretNamedOptionIsNeverPrinted(String line) {
        String[] args = line.split(" ");
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("keys")) {
                args[i] = work.resolve("keys").toString();
            }
        }
        CliCapture.Printed printed = cli().run(args);

        assertEquals(2, printed.code(), printed.err());
        assertFalse((printed.out() + printed.err()).contains("horse"), printed.err());
        assertEquals(1, printed.err().lines().count(), printed.err());
    }

    @Test
    void anUnknownOptionThatIsNoSecretIsStillNamed() {
        CliCapture.Printed printed = cli().run("list", "--colour", "blue");

        assertEquals(2, printed.code());
        assertTrue(printed.err().contains("'--colour'") && printed.err().contains("'blue'"), printed.err());
    }

    @Test
    @Timeout(60)
    void aPassphraseFileThatNeverEndsIsRefusedInOneLine() {
        CliCapture.Printed printed = cli().run("keygen", "--reviewer", "ed", "--out", work.resolve("keys").toString(),
                "--passphrase-file", "/dev/zero");

        assertEquals(2, printed.code(), printed.err());
        assertEquals(List.of("copydesk: /dev/zero: cannot read the passphrase file: not a regular file or a pipe"),
                printed.err().lines().toList());
        assertFalse(Files.exists(work.resolve("keys").resolve("ed.key")));
    }

    @Test
    void aPassphraseFileWithoutALineEndWithinFourKibibytesIsRefused() throws IOException {
        Path file = Files.writeString(work.resolve("long.txt"), "x".repeat(5000));

        CliCapture.Printed printed = cli().run("keygen", "--reviewer", "ed", "--out", work.resolve("keys").toString(),
                "--passphrase-file", file.toString());

        assertEquals(2, printed.code(), printed.err());
        assertTrue(printed.err().contains("over 4096 bytes"), printed.err());
    }

    @Test
    @Timeout(60)
    void aPassphraseCanComeFromAPipe() throws Exception {
        Path fifo = HostileCorpus.mkfifo(work.resolve("pass.fifo"));
        Process writer = new ProcessBuilder("sh", "-c", "printf 'a long passphrase\\nrest' > \"$0\"", fifo.toString())
                .start();

        CliCapture.Printed printed = cli().run("keygen", "--reviewer", "ed", "--out", work.resolve("keys").toString(),
                "--passphrase-file", fifo.toString());

        assertEquals(0, printed.code(), printed.err());
        writer.waitFor();
        assertTrue(Files.exists(work.resolve("keys").resolve("ed.key")));
    }

    @Test
    @Timeout(120)
    void keygenModesHoldUnderAPermissiveUmask() throws Exception {
        Path pass = Files.writeString(work.resolve("pass.txt"), "a long passphrase\n", StandardCharsets.UTF_8);
        Path keys = work.resolve("new").resolve("keys");

        CliCapture.Printed printed = CopydeskProcess.startUnderUmask(work.resolve("logs"), "keygen", "000",
                "--store", work.resolve("s.db").toString(), "keygen", "--reviewer", "ed", "--out", keys.toString(),
                "--passphrase-file", pass.toString()).await(100);

        assertEquals(0, printed.code(), printed.err());
        assertEquals("rwx------", mode(keys));
        assertEquals("rwx------", mode(keys.getParent()));
        assertEquals("rw-------", mode(keys.resolve("ed.key")));
        assertEquals("rw-r--r--", mode(keys.resolve("ed.pub")));
    }

    @Test
    @Timeout(120)
    void aStoreFolderIsTheUsersAloneUnderAPermissiveUmask() throws Exception {
        Path store = work.resolve("stores").resolve("s.db");

        CliCapture.Printed printed = CopydeskProcess.startUnderUmask(work.resolve("logs"), "list", "000",
                "--store", store.toString(), "list").await(100);

        assertEquals(0, printed.code(), printed.err());
        assertEquals("rwx------", mode(store.getParent()));
    }

    private static String mode(Path path) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(path));
    }

    private CliCapture cli() {
        return new CliCapture(work.resolve("default.db"));
    }
}
