package org.copydesk.app.workflow;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;

import org.copydesk.importers.bundle.BundleEntry;
import org.copydesk.importers.bundle.EntryKind;
import org.copydesk.importers.bundle.Refusal;
import org.copydesk.model.doc.Decoded;
import org.copydesk.model.doc.Documents;
import org.copydesk.model.json.MalformedDocumentException;
import org.copydesk.store.EvidenceStore;

/**
 * The import's bounded pipeline: files are decoded (parsed, digests recomputed) on the worker
 * pool while this thread, the only writer, stores finished ones in file order, a batch of
 * documents per transaction, each document still whole or absent.
 */
final class ImportPipeline {

    /** Documents per transaction: enough to amortize a commit, few enough to lose little on a crash. */
    static final int BATCH = 200;
    /** Files read ahead of the writer, when they are small. */
    static final int WINDOW = 2 * BATCH;
    /**
     * Bytes read ahead of the writer: with the count above, what bounds memory whatever the
     * bundle holds. Without it, 400 entries just under the 32 MiB document cap (a 6 MB zip of
     * spaces) were held at once. One entry over the budget is still read alone.
     */
    static final long WINDOW_BYTES = 64L * 1024 * 1024;

    /** One step in file order: a file to store (with its decoding under way) or a refusal. */
    record Step(BundleEntry entry, CompletableFuture<Decoded> decoding, Refusal refusal) {
    }

    /** What the writer does with each step, in order. */
    interface Sink {
        void store(BundleEntry entry, Decoded decoded);

        /** Runs that follow each other in file order, stored together; as {@link #store} for each, in order. */
        void storeRuns(List<BundleEntry> entries, List<Decoded.Run> runs);

        /** Raw files that follow each other in file order, stored together; as {@link #store} for each, in order. */
        void storeRaw(List<BundleEntry> entries);

        void rejected(BundleEntry entry, String reason);

        void refusedInOrder(Refusal refusal);
    }

    private final EvidenceStore store;
    private final Executor workers;
    private final Sink sink;
    private final ArrayDeque<Step> pending = new ArrayDeque<>();
    private long pendingBytes;

    ImportPipeline(EvidenceStore store, Executor workers, Sink sink) {
        this.store = store;
        this.workers = workers;
        this.sink = sink;
    }

    void entry(BundleEntry entry) {
        CompletableFuture<Decoded> decoding = entry.kind() == EntryKind.DOCUMENT
                ? CompletableFuture.supplyAsync(() -> {
                    NulCharacters.refuse(entry.bytes());
                    return Documents.decode(entry.bytes());
                }, workers)
                : CompletableFuture.completedFuture(null);
        pending.add(new Step(entry, decoding, null));
        pendingBytes += entry.bytes().length;
        if (pending.size() >= WINDOW) {
            drain(BATCH);
        } else if (pendingBytes > WINDOW_BYTES) {
            drainBytes(WINDOW_BYTES / 2);
        }
    }

    void refused(Refusal refusal) {
        pending.add(new Step(null, null, refusal));
    }

    void finish() {
        while (!pending.isEmpty()) {
            drain(BATCH);
        }
    }

    /** Drops what was read but not stored, after a failure; their decodings may still finish, unused. */
    void abandon() {
        pending.forEach(step -> {
            if (step.decoding() != null) {
                step.decoding().cancel(false);
            }
        });
        pending.clear();
        pendingBytes = 0;
    }

    private void drain(int count) {
        store.batch(() -> {
            Held held = new Held();
            for (int i = 0; i < count && !pending.isEmpty(); i++) {
                handle(pending.poll(), held);
            }
            held.flush();
            return null;
        });
    }

    /** Stores files in order until no more than {@code keep} bytes are held ahead of the writer. */
    private void drainBytes(long keep) {
        store.batch(() -> {
            Held held = new Held();
            while (!pending.isEmpty() && pendingBytes > keep) {
                handle(pending.poll(), held);
            }
            held.flush();
            return null;
        });
    }

    /** A step in order: a run or a raw file joins those held back to be stored together, anything else first stores them. */
    private void handle(Step step, Held held) {
        if (step.entry() != null) {
            pendingBytes -= step.entry().bytes().length;
        }
        if (step.refusal() != null) {
            held.flush();
            sink.refusedInOrder(step.refusal());
            return;
        }
        Decoded decoded;
        try {
            decoded = step.decoding().join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof MalformedDocumentException malformed) {
                held.flush();
                sink.rejected(step.entry(), malformed.getMessage());
                return;
            }
            throw e.getCause() instanceof RuntimeException runtime ? runtime : e;
        } catch (CancellationException e) {
            throw new IllegalStateException("decoding was cancelled", e);
        }
        if (step.entry().kind() != EntryKind.DOCUMENT) {
            held.addRaw(step.entry());
            return;
        }
        if (decoded instanceof Decoded.Run run) {
            held.add(step.entry(), run);
            return;
        }
        held.flush();
        sink.store(step.entry(), decoded);
    }

    /**
     * Runs, or raw files, next to each other in file order, not stored yet: stored together when
     * a file of another kind comes, or the batch ends.
     */
    private final class Held {
        private final List<BundleEntry> entries = new ArrayList<>();
        private final List<Decoded.Run> runs = new ArrayList<>();

        void add(BundleEntry entry, Decoded.Run run) {
            if (runs.size() < entries.size()) {
                flush();
            }
            entries.add(entry);
            runs.add(run);
        }

        void addRaw(BundleEntry entry) {
            if (!runs.isEmpty()) {
                flush();
            }
            entries.add(entry);
        }

        void flush() {
            if (entries.isEmpty()) {
                return;
            }
            try {
                if (runs.isEmpty()) {
                    sink.storeRaw(List.copyOf(entries));
                } else {
                    sink.storeRuns(List.copyOf(entries), List.copyOf(runs));
                }
            } finally {
                entries.clear();
                runs.clear();
            }
        }
    }
}
