package org.copydesk.app.workflow.check;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.model.checks.CheckContext;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.snapshot.SourceSnapshot;
import org.copydesk.store.EvidenceStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PrefetchedRawContextTest {

    @TempDir
    Path dir;

    /** The shared context, noting what it was asked. */
    private static final class Shared implements CheckContext {
        final List<String> asked = new ArrayList<>();

        @Override
        public Optional<byte[]> rawBytes(String rawSha256) {
            asked.add(rawSha256);
            return Optional.of(new byte[] {1});
        }

        @Override
        public boolean hasValidApproval(String documentSha256) {
            asked.add("approval " + documentSha256);
            return true;
        }
    }

    @Test
    void answersTheRunsRawBytesFromOneReadAndAnythingElseFromTheSharedContext() {
        try (EvidenceStore store = DeskFixtures.vectorStore(dir.resolve("store"))) {
            List<ShadowRun> runs = store.runs().findAll(store.runs().allIds());
            List<String> named = runs.stream().flatMap(r -> r.sources().stream())
                    .map(SourceSnapshot::rawSha256).flatMap(Optional::stream).distinct().toList();
            assertTrue(named.stream().anyMatch(n -> store.raw().find(n).isPresent()), "the vectors ship raw bytes");
            Shared shared = new Shared();

            PrefetchedRawContext context = PrefetchedRawContext.of(store, shared, runs);

            for (String name : named) {
                Optional<byte[]> stored = store.raw().find(name);
                Optional<byte[]> answered = context.rawBytes(name);
                assertEquals(stored.isPresent(), answered.isPresent(), name);
                stored.ifPresent(bytes -> assertArrayEquals(bytes, answered.orElseThrow(), name));
            }
            // Named by a run but not in the store: absent, without asking again.
            assertTrue(shared.asked.isEmpty(), shared.asked.toString());
            assertArrayEquals(new byte[] {1}, context.rawBytes("f".repeat(64)).orElseThrow());
            assertTrue(context.hasValidApproval("d".repeat(64)));
            assertEquals(List.of("f".repeat(64), "approval " + "d".repeat(64)), shared.asked);
        }
    }
}
