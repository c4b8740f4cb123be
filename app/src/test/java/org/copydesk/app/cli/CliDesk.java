package org.copydesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A store with reviewers' keys made by {@code keygen} and a roster built by {@code roster init}
 * and {@code roster add}, as a newsroom sets one up: what the CLI flow tests share.
 */
final class CliDesk {

    final CliRunner cli;
    final String store;
    final String pass;
    final Path keys;

    CliDesk(CliRunner cli, Path dir) throws IOException {
        this.cli = cli;
        this.store = dir.resolve("s.db").toString();
        this.pass = Files.writeString(dir.resolve("pass"), "correct horse battery\n").toString();
        this.keys = dir.resolve("keys");
    }

    /** A passphrase-protected key pair per reviewer, in {@link #keys}. */
    CliDesk keygen(String... reviewers) {
        for (String id : reviewers) {
            CliRunner.Result made = cli.run("keygen", "--reviewer", id, "--out", keys.toString(), "--passphrase-file", pass);
            assertEquals(0, made.code(), made.err());
        }
        return this;
    }

    /** The roster's first owner, pinned by the store. */
    CliDesk owner(String id, String name) {
        CliRunner.Result init = cli.run("--store", store, "roster", "init", "--owner", id, "--name", name,
                "--public-key", key(id + ".pub"));
        assertEquals(0, init.code(), init.err());
        return this;
    }

    /** A reviewer added to the roster with {@code roles}, signed by {@code owner}'s key. */
    CliDesk add(String id, String name, String roles, String owner) {
        CliRunner.Result add = cli.run("--store", store, "roster", "add", "--reviewer", id, "--name", name,
                "--roles", roles, "--public-key", key(id + ".pub"), "--key", key(owner + ".key"), "--passphrase-file", pass);
        assertEquals(0, add.code(), add.err());
        return this;
    }

    String key(String file) {
        return keys.resolve(file).toString();
    }
}
