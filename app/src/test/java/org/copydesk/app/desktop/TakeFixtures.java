package org.copydesk.app.desktop;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.workflow.ImportProgress;
import org.copydesk.app.workflow.ImportWorkflow;
import org.copydesk.app.workflow.StoredRunChecks;
import org.copydesk.fixtures.DemoCorpus;
import org.copydesk.model.digest.Digests;
import org.copydesk.model.json.Json;
import org.copydesk.model.release.BriefingTake;
import org.copydesk.store.EvidenceStore;

/**
 * The demo corpus for take tests: its release tree and two governor drafts (current, stale), plus a
 * third draft whose what_to_watch says "will win", "guaranteed" and cites an id its packet does not allow.
 */
public final class TakeFixtures {

    public static final String RACE = "nm-gov-2026";
    public static final String SCREENED_TEXT = "Watch the next independent polls: Dana Whitfield will win, guaranteed.";
    public static final String DISALLOWED_ID = "ctx-rumor-1001";

    private final Path demo;
    private final Path screened;

    private TakeFixtures(Path demo, Path screened) {
        this.demo = demo;
        this.screened = screened;
    }

    /** Writes the corpus and the screened draft under {@code dir} and imports both into {@code store}. */
    public static TakeFixtures imported(EvidenceStore store, Path dir) {
        Path demo = dir.resolve("demo");
        DemoCorpus.write(demo);
        Path screened = dir.resolve("screened").resolve("nm-gov-2026-draft-screened.json");
        writeScreened(demo.resolve("takes/nm-gov-2026-draft.json"), screened);
        new ImportWorkflow(store, Runnable::run, StoredRunChecks.NONE).importPaths(List.of(demo, screened.getParent()), ImportProgress.NONE);
        return new TakeFixtures(demo, screened);
    }

    private static void writeScreened(Path from, Path to) {
        try {
            ObjectNode take = (ObjectNode) Json.parse(Files.readAllBytes(from));
            ObjectNode watch = (ObjectNode) take.get("briefing").get("sections").get(3);
            watch.put("text", SCREENED_TEXT);
            ((ArrayNode) watch.get("evidence_ids")).add(DISALLOWED_ID);
            ((ObjectNode) take.get("provenance")).put("verbatim_sha256",
                    Digests.verbatim(BriefingTake.from(take).sections()));
            take.put("approval_sha256", Digests.takeApproval(take));
            Files.createDirectories(to.getParent());
            Files.write(to, Json.pretty(take).getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public String currentId() {
        return approval(demo.resolve("takes/nm-gov-2026-draft.json"));
    }

    public String staleId() {
        return approval(demo.resolve("takes/nm-gov-2026-draft-previous-run.json"));
    }

    public String screenedId() {
        return approval(screened);
    }

    /** A writable copy of the demo's release tree, as a site would hold it. */
    public Path copyRelease(Path into) {
        Path source = demo.resolve("release");
        try (Stream<Path> files = Files.walk(source)) {
            for (Path file : files.toList()) {
                Path target = into.resolve(source.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(file, target);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return into;
    }

    /** Every path in the tree with its bytes (directories as empty), for proving nothing changed. */
    public static Map<String, String> picture(Path root) {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.toList()) {
                String key = root.relativize(file) + (Files.isDirectory(file) ? "/" : "");
                out.put(key, Files.isDirectory(file) ? "" : Files.readString(file));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    private static String approval(Path take) {
        try {
            return Json.parse(Files.readAllBytes(take)).get("approval_sha256").asText();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
