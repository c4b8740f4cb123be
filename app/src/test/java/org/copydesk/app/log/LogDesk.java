package org.copydesk.app.log;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.app.SharedVectors;
import org.copydesk.app.cli.Cli;
import org.copydesk.app.cli.CliContext;
import org.copydesk.app.workflow.DemoSeed;
import org.copydesk.model.json.Json;

/**
 * A store with an owner, an editor and a reviewer, the shared bundle imported, driven through the
 * real CLI in-process; and plain-SQL tampering the way someone holding the file would do it.
 */
final class LogDesk {

    static final String POLL = "f5197fc2656047b932614b878e82b6a261c94f0f0ba057ec4831acea73ec5296";
    static final String BLOCKED = "d7c1ecf75ae97ab68b8abfe8020a8f92eabb2ca58084bc83d0164670d408f801";

    /** Every trigger that keeps the history append-only: an attacker drops them first. */
    static final List<String> TRIGGERS = List.of("roster_change_append_only_update", "roster_change_append_only_delete",
            "decision_append_only_update", "decision_append_only_delete", "decision_subject_append_only_update",
            "decision_subject_append_only_delete", "log_leaf_append_only_update", "log_leaf_append_only_delete",
            "log_node_append_only_update", "log_node_append_only_delete", "log_checkpoint_append_only_update",
            "log_checkpoint_append_only_delete", "log_info_append_only_update", "log_info_append_only_delete");

    /** One set-up per test run (keys are slow to make): each test starts from a copy of its store. */
    private static Path template;

    final Path dir;
    final Path store;
    final Path dataDir;
    final Path pass;
    final Path keys;

    private LogDesk(Path dir, Path keys, Path pass, Path dataDir) {
        this.dir = dir;
        this.store = dir.resolve("s.db");
        this.dataDir = dataDir;
        this.pass = pass;
        this.keys = keys;
    }

    /**
     * A fresh desk in {@code dir} over a copy of the shared set-up: the bundle imported, olive.owner
     * pinned, ed.ramos (editor) and rita.reviewer (reviewer) added; other.owner has a key only.
     */
    static synchronized LogDesk in(Path dir) throws IOException {
        if (template == null) {
            Path made = Files.createTempDirectory("copydesk-log-template");
            LogDesk setUp = new LogDesk(made, made.resolve("keys"),
                    Files.writeString(made.resolve("pass"), "correct horse battery\n"), made.resolve("data"));
            setUp.setUp();
            template = made;
        }
        Files.copy(template.resolve("s.db"), dir.resolve("s.db"));
        return new LogDesk(dir, template.resolve("keys"), template.resolve("pass"), dir.resolve("data"));
    }

    /** Exit status and both streams of one command. */
    record Result(int code, String out, String err) {
        JsonNode json() {
            return Json.parse(out.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
    }

    /** The same store and keys seen from another desk (its own data directory, so its own witness). */
    LogDesk withFreshDataDirectory(Path otherDir) {
        return new LogDesk(dir, keys, pass, otherDir);
    }

    Result run(String... args) {
        java.io.StringWriter out = new java.io.StringWriter();
        java.io.StringWriter err = new java.io.StringWriter();
        int code = new Cli(new CliContext(new java.io.PrintWriter(out, true), new java.io.PrintWriter(err, true),
                dataDir.resolve("copydesk").resolve("store.db"), DemoSeed.NONE, Clocks.TICKING)).run(args);
        return new Result(code, out.toString(), err.toString());
    }

    Result onStore(String... args) {
        List<String> all = new ArrayList<>(List.of("--store", store.toString()));
        all.addAll(List.of(args));
        return run(all.toArray(String[]::new));
    }

    private void setUp() {
        for (String id : List.of("olive.owner", "ed.ramos", "rita.reviewer", "other.owner")) {
            ok(run("keygen", "--reviewer", id, "--out", keys.toString(), "--passphrase-file", pass.toString()));
        }
        ok(onStore("import", SharedVectors.bundle().toString()));
        ok(onStore("roster", "init", "--owner", "olive.owner", "--name", "Olive Owner", "--public-key",
                key("olive.owner.pub")));
        add("ed.ramos", "editor");
        add("rita.reviewer", "reviewer");
    }

    void add(String id, String roles) {
        ok(onStore("roster", "add", "--reviewer", id, "--name", id, "--roles", roles, "--public-key", key(id + ".pub"),
                "--key", key("olive.owner.key"), "--passphrase-file", pass.toString()));
    }

    Result decide(String signer, String decision, String rationale, String subject) {
        return onStore("decide", "--json", "--decision", decision, "--rationale", rationale, "--subject", subject,
                "--key", key(signer + ".key"), "--passphrase-file", pass.toString());
    }

    /** Decides and returns the new decision's digest. */
    String decided(String signer, String decision, String rationale, String subject) {
        Result result = decide(signer, decision, rationale, subject);
        ok(result);
        return result.json().get("decision_sha256").asText();
    }

    JsonNode verify() {
        return onStore("verify", "--json").json();
    }

    String key(String file) {
        return keys.resolve(file).toString();
    }

    static Result ok(Result result) {
        assertEquals(0, result.code(), result.err() + result.out());
        return result;
    }

    /** Runs plain SQL on the store file with every append-only trigger dropped. */
    void tamper(String... statements) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + store); Statement s = c.createStatement()) {
            for (String trigger : TRIGGERS) {
                s.executeUpdate("DROP TRIGGER IF EXISTS " + trigger);
            }
            for (String statement : statements) {
                s.executeUpdate(statement);
            }
        }
    }
}
