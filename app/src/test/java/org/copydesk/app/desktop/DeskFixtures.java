package org.copydesk.app.desktop;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.AppRoot;
import org.copydesk.app.SharedVectors;
import org.copydesk.app.workflow.ImportProgress;
import org.copydesk.app.workflow.ImportWorkflow;
import org.copydesk.app.desktop.record.RecordSource;
import org.copydesk.app.workflow.RecordWorkflow;
import org.copydesk.app.workflow.StoredRunChecks;
import org.copydesk.fixtures.DemoCorpus;
import org.copydesk.model.digest.Digests;
import org.copydesk.model.json.Json;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.sqlite.SqliteEvidenceStore;

/** Stores for desk tests: the shared vector bundle, plus a poll whose sample size also cites a block that does not exist. */
public final class DeskFixtures {

    public static final Clock CLOCK = Clock.fixed(Instant.parse("2026-10-20T08:00:00Z"), ZoneOffset.UTC);
    public static final String VECTOR_POLL = "f5197fc2656047b932614b878e82b6a261c94f0f0ba057ec4831acea73ec5296";
    public static final String VECTOR_BLOCKED = "d7c1ecf75ae97ab68b8abfe8020a8f92eabb2ca58084bc83d0164670d408f801";
    public static final String VECTOR_COMMENTARY = "3c6490daedf0c079ba99b76be628ba40708975acad12b58888f271c71eb4370b";
    public static final String MISSING_BLOCK = "b999";

    private DeskFixtures() {
    }

    /** A store holding the five vector runs. */
    public static EvidenceStore vectorStore(Path dir) {
        EvidenceStore store = SqliteEvidenceStore.open(dir.resolve("desk.db"), CLOCK);
        new ImportWorkflow(store, Runnable::run, StoredRunChecks.NONE).importPaths(List.of(SharedVectors.bundle()), ImportProgress.NONE);
        return store;
    }

    /**
     * Writes the vector poll with {@code sample_size} citing b003 and b999 under a new run id,
     * its record digest recomputed so that it imports as an ordinary run; returns its digest.
     */
    public static String writeBrokenCitationRun(Path dir) throws IOException {
        Path source = SharedVectors.bundle().resolve("runs").resolve(VECTOR_POLL + ".json");
        ObjectNode run = (ObjectNode) Json.parse(Files.readAllBytes(source));
        run.put("run_id", "run-broken-citation");
        ObjectNode sample = (ObjectNode) run.get("output").get("fields").get("sample_size");
        ((ArrayNode) sample.get("evidence")).add(MISSING_BLOCK);
        String digest = Digests.record(run);
        run.put("record_sha256", digest);
        Files.createDirectories(dir);
        Files.write(dir.resolve(digest + ".json"), Json.pretty(run).getBytes(StandardCharsets.UTF_8));
        return digest;
    }

    /** What a window test's teardown does: stop the window's root (its pool), close its store, delete its folder. */
    public static void closeAndDelete(AppRoot app, EvidenceStore store, Path dir) throws IOException {
        app.close();
        store.close();
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    /** A store in {@code dir} with the fictional demo corpus imported, as the window's first start makes it. */
    /** The record page's source: the record workflow over a store's runs, queue and race polls. */
    public static RecordSource records(EvidenceStore store) {
        return new WorkflowRecordSource(new RecordWorkflow(store.runs(), store.queue(), store.racePolls()));
    }

    public static EvidenceStore demoStore(Path dir) {
        DemoCorpus.write(dir.resolve("demo"));
        EvidenceStore store = SqliteEvidenceStore.open(dir.resolve("demo.db"), CLOCK);
        new ImportWorkflow(store, Runnable::run, StoredRunChecks.NONE).importPaths(List.of(dir.resolve("demo")), ImportProgress.NONE);
        return store;
    }
}
