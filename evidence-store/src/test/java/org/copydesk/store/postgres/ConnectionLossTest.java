package org.copydesk.store.postgres;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;

import org.copydesk.model.doc.Decoded;
import org.copydesk.model.doc.Documents;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.PutResult;
import org.copydesk.store.StoreUnreachableException;
import org.copydesk.store.StoredDecision;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The server stops in the middle of a decision and of an import, then starts again: nothing is
 * stored in part, the desk is told in one line that the store is not answering, and the same
 * open store works again without being reopened.
 */
class ConnectionLossTest {

    private static TestPostgres.Server server;
    private static TestPostgres.TestDatabase database;

    @BeforeAll
    static void start() {
        server = TestPostgres.privateServer();
        database = TestPostgres.freshDatabase(server);
    }

    @AfterAll
    static void stop() {
        server.stop();
    }

    private static StoredDecision decision(String sha, String subject) {
        return new StoredDecision(sha, "shadow_run", List.of(subject), "approve", "ed.ramos", "2026-10-15T09:12:44Z",
                Optional.empty(), 0, ("{\"d\":\"" + sha + "\"}").getBytes(StandardCharsets.UTF_8), "sig");
    }

    @Test
    void aDecisionCutOffByTheServerStoppingIsAbsentAndTheStoreWorksOnceItIsBack() {
        try (EvidenceStore store = database.open(Clock.systemUTC())) {
            store.decisions().append(decision("before", "r0"));
            StoreUnreachableException lost = assertThrows(StoreUnreachableException.class, () -> store.atomically(() -> {
                store.decisions().append(decision("cut", "r1"));
                server.pause();
                // The act's second half (its log leaf, its checkpoint) finds the server gone.
                store.decisions().append(decision("cut-2", "r1"));
                return null;
            }));
            assertTrue(lost.getMessage().startsWith(database.location() + ": the store is not answering"),
                    lost.getMessage());
            assertFalse(lost.getMessage().contains("\n"), lost.getMessage());
            assertFalse(lost.duringCommit());
            // While it is down every call says so, reads too, and no call hangs.
            assertThrows(StoreUnreachableException.class, () -> store.decisions().find("before"));
            assertThrows(StoreUnreachableException.class, store::ping);
            assertThrows(StoreUnreachableException.class, () -> store.decisions().append(decision("down", "r2")));

            server.resume();
            store.ping();
            assertTrue(store.decisions().find("before").isPresent());
            assertTrue(store.decisions().find("cut").isEmpty(), "half a decision was stored");
            assertTrue(store.decisions().find("cut-2").isEmpty());
            assertTrue(store.decisions().find("down").isEmpty());
            assertEquals(PutResult.STORED, store.decisions().append(decision("cut", "r1")));
            assertEquals(List.of("before", "cut"),
                    store.decisions().all().stream().map(StoredDecision::decisionSha256).toList());
        }
    }

    @Test
    void anImportCutOffByTheServerStoppingKeepsEveryDocumentWholeOrAbsentAndRunsAgain() throws Exception {
        List<Path> files;
        try (var listed = Files.list(vectors().resolve("bundle/runs"))) {
            files = listed.sorted().toList();
        }
        try (EvidenceStore store = database.open(Clock.systemUTC())) {
            assertThrows(StoreUnreachableException.class, () -> store.batch(() -> {
                for (int i = 0; i < files.size(); i++) {
                    if (i == 2) {
                        server.pause();
                    }
                    byte[] bytes = read(files.get(i));
                    store.runs().put(((Decoded.Run) Documents.decode(bytes)).run(), bytes);
                }
                return null;
            }));
            server.resume();
            // The batch was one transaction: the server rolled back the two it had before it stopped.
            assertEquals(List.of(), store.runs().allIds());
            List<PutResult> again = store.batch(() -> files.stream().map(f -> {
                byte[] bytes = read(f);
                return store.runs().put(((Decoded.Run) Documents.decode(bytes)).run(), bytes);
            }).toList());
            assertEquals(List.of(PutResult.STORED, PutResult.STORED, PutResult.STORED, PutResult.STORED,
                    PutResult.STORED), again);
            for (Path file : files) {
                String digest = file.getFileName().toString().replace(".json", "");
                assertTrue(java.util.Arrays.equals(read(file), store.runs().body(digest).orElseThrow()));
            }
        }
    }

    private static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static Path vectors() {
        String configured = System.getProperty("copydesk.shared");
        return Path.of(configured == null ? "../../shared" : configured, "spec", "vectors");
    }
}
