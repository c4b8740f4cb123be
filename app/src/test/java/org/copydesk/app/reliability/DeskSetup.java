package org.copydesk.app.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.fixtures.ScaleCorpus;
import org.copydesk.model.json.Json;

/**
 * A store ready for signing, made in this JVM through the real CLI: generated poll runs, an owner
 * and two editors with keys, and the roster that names them.
 */
final class DeskSetup {

    static final List<String> EDITORS = List.of("ed.one", "ed.two");

    private final Path store;
    private final Path keys;
    private final Path passphrase;
    private final List<String> subjects;

    private DeskSetup(Path store, Path keys, Path passphrase, List<String> subjects) {
        this.store = store;
        this.keys = keys;
        this.passphrase = passphrase;
        this.subjects = subjects;
    }

    static DeskSetup create(Path work, int runs) throws IOException {
        CliCapture cli = new CliCapture(work.resolve("default.db"));
        Path store = work.resolve("desk.db");
        Path bundle = work.resolve("subjects");
        ScaleCorpus.writePolls(bundle, runs, 6, 7L);
        expectOk(cli.run("--store", store.toString(), "import", bundle.toString()));
        Path keys = work.resolve("keys");
        Path passphrase = Files.writeString(work.resolve("pass"), "correct horse battery\n");
        List<String> people = new ArrayList<>(EDITORS);
        people.add("olive.owner");
        for (String id : people) {
            expectOk(cli.run("keygen", "--reviewer", id, "--out", keys.toString(), "--passphrase-file",
                    passphrase.toString()));
        }
        expectOk(cli.run("--store", store.toString(), "roster", "init", "--owner", "olive.owner", "--name", "Olive",
                "--public-key", keys.resolve("olive.owner.pub").toString()));
        for (String editor : EDITORS) {
            expectOk(cli.run("--store", store.toString(), "roster", "add", "--reviewer", editor, "--name", editor,
                    "--roles", "editor", "--public-key", keys.resolve(editor + ".pub").toString(), "--key",
                    keys.resolve("olive.owner.key").toString(), "--passphrase-file", passphrase.toString()));
        }
        CliCapture.Printed list = cli.run("--store", store.toString(), "--json", "list");
        List<String> subjects = new ArrayList<>();
        for (JsonNode record : Json.parse(list.out().getBytes(StandardCharsets.UTF_8)).get("records")) {
            subjects.add(record.get("id").asText());
        }
        subjects.sort(null);
        return new DeskSetup(store, keys, passphrase, List.copyOf(subjects));
    }

    Path store() {
        return store;
    }

    List<String> subjects() {
        return subjects;
    }

    /** The arguments of one {@code decide}: a rejection, which no check result can refuse. */
    String[] decideArgs(String editor, String subject) {
        return new String[] {"--store", store.toString(), "--json", "decide", "--subject", subject, "--decision",
            "reject", "--rationale", "Fieldwork dates do not match the release", "--key",
            keys.resolve(editor + ".key").toString(), "--passphrase-file", passphrase.toString()};
    }

    /** {@code verify --json}'s decisions, each as its state. */
    List<String> verifiedStates() {
        CliCapture.Printed verify = new CliCapture(store.resolveSibling("default.db"))
                .run("--store", store.toString(), "--json", "verify");
        List<String> states = new ArrayList<>();
        for (JsonNode decision : Json.parse(verify.out().getBytes(StandardCharsets.UTF_8)).get("decisions")) {
            states.add(decision.get("state").asText());
        }
        return states;
    }

    /** Whether {@code verify} finds the decision log intact, with its problems when it is not. */
    String logState() {
        CliCapture.Printed verify = new CliCapture(store.resolveSibling("default.db"))
                .run("--store", store.toString(), "--json", "verify");
        JsonNode log = Json.parse(verify.out().getBytes(StandardCharsets.UTF_8)).get("log");
        return log.get("intact").asBoolean() ? "intact" : log.get("problems").toString();
    }

    private static void expectOk(CliCapture.Printed printed) {
        assertEquals(0, printed.code(), printed.err());
    }
}
