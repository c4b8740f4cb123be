package org.copydesk.app.workflow;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executor;

import org.copydesk.importers.bundle.BundleEntry;
import org.copydesk.importers.bundle.BundleException;
import org.copydesk.importers.bundle.BundleLimits;
import org.copydesk.importers.bundle.BundleReader;
import org.copydesk.importers.bundle.BundleVisitor;
import org.copydesk.importers.bundle.EntryKind;
import org.copydesk.importers.bundle.Refusal;
import org.copydesk.model.digest.Digests;
import org.copydesk.model.doc.Decoded;
import org.copydesk.model.doc.Documents;
import org.copydesk.model.json.MalformedDocumentException;
import org.copydesk.model.json.Sha256;
import org.copydesk.model.release.AnalystTake;
import org.copydesk.model.release.BriefingTake;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.PutResult;
import org.copydesk.store.RawFile;
import org.copydesk.store.RunFile;
import org.copydesk.store.StoredDocument;
import org.copydesk.store.StoreUnreachableException;

/**
 * Imports files, folders and zip bundles into the store (FORMATS §7): each document whole or
 * absent (a savepoint of its own inside a transaction shared by a batch of documents, so that
 * documents do not pay a commit each), refused files listed with a reason, everything else
 * kept. Decoding runs on the workers.
 */
public final class ImportWorkflow {

    private final EvidenceStore store;
    private final BundleReader reader;
    private final Executor workers;
    private final StoredRunChecks checks;

    public ImportWorkflow(EvidenceStore store, Executor workers, StoredRunChecks checks) {
        this(store, new BundleReader(BundleLimits.defaults()), workers, checks);
    }

    public ImportWorkflow(EvidenceStore store, BundleReader reader, Executor workers, StoredRunChecks checks) {
        this.store = store;
        this.reader = reader;
        this.workers = workers;
        this.checks = checks;
    }

    public ImportSummary importPaths(List<Path> paths, ImportProgress progress) {
        Tally tally = new Tally(progress);
        ImportPipeline pipeline = new ImportPipeline(store, workers, tally);
        tally.pipeline = pipeline;
        try {
            for (Path path : paths) {
                if (progress.cancelled()) {
                    break;
                }
                try {
                    reader.read(path, tally);
                } catch (BundleException e) {
                    pipeline.refused(new Refusal(path.toString(), e.getMessage().replace(path + ": ", "")));
                }
            }
            pipeline.finish();
        } catch (RuntimeException e) {
            pipeline.abandon();
            throw e;
        }
        // What was stored is kept even when the import was cancelled, so it is checked all the same.
        if (!tally.storedRuns.isEmpty()) {
            progress.update(tally.done, Math.max(tally.total, tally.done), "checking " + tally.storedRuns.size()
                    + (tally.storedRuns.size() == 1 ? " new run" : " new runs"));
            checks.check(List.copyOf(tally.storedRuns));
        }
        long total = Math.max(tally.total, tally.done);
        // A cancel that came after the last file cut nothing short.
        boolean cut = progress.cancelled() && tally.done < total;
        return new ImportSummary(tally.imported, tally.unchanged, tally.rejected, cut, tally.done, total, tally.rawFiles,
                tally.skipped);
    }

    private PutResult store(BundleEntry entry, Decoded decoded) {
        if (entry.kind() != EntryKind.DOCUMENT) {
            return store.raw().put(entry.namedSha256().orElseThrow(), entry.bytes());
        }
        if (decoded instanceof Decoded.Run run) {
            return store.runs().put(run.run(), entry.bytes());
        }
        StoredDocument document = asStoredDocument(decoded, entry);
        if (isAuthorizedFormOfStoredTake(decoded, document)) {
            return PutResult.UNCHANGED;
        }
        return store.documents().put(document);
    }

    /**
     * A promoted take shares its draft's approval digest by design (FORMATS §5): re-importing a
     * release tree after a promotion is not a conflict when both recompute to the same digest.
     * The draft stays stored as imported; the authorized copy lives in the release tree.
     */
    private boolean isAuthorizedFormOfStoredTake(Decoded decoded, StoredDocument document) {
        if (!(decoded instanceof Decoded.Take take) || !(take.take() instanceof BriefingTake briefing)
                || !Digests.takeApproval(briefing.json()).equals(document.idSha256())) {
            return false;
        }
        Optional<StoredDocument> stored = store.documents().find(DocumentKinds.ANALYST_TAKE, document.idSha256());
        if (stored.isEmpty() || Arrays.equals(stored.get().body(), document.body())) {
            return false;
        }
        Decoded storedTake = Documents.decode(stored.get().body());
        return storedTake instanceof Decoded.Take t && Digests.takeApproval(t.take().json()).equals(document.idSha256());
    }

    private static StoredDocument asStoredDocument(Decoded decoded, BundleEntry entry) {
        byte[] bytes = entry.bytes();
        if (decoded instanceof Decoded.Take take) {
            return new StoredDocument(DocumentKinds.ANALYST_TAKE, takeId(take.take(), bytes), decoded.schema(),
                    Optional.of(take.take().status()), Optional.of(take.take().raceId()), bytes);
        }
        if (decoded instanceof Decoded.Brief brief) {
            return new StoredDocument(DocumentKinds.RESEARCH_BRIEF, brief.brief().briefSha256(), decoded.schema(),
                    Optional.of(brief.brief().briefId()), Optional.empty(), bytes);
        }
        if (decoded instanceof Decoded.Registry) {
            return new StoredDocument(DocumentKinds.RACE_REGISTRY, Sha256.hex(bytes), decoded.schema(),
                    Optional.of(entry.relativePath()), Optional.empty(), bytes);
        }
        if (decoded instanceof Decoded.Forecast forecast) {
            // Labelled by its place in the bundle: a release tree's forecasts/<race>/forecast.json is what
            // makes it a race's current forecast (CurrentForecasts).
            return new StoredDocument(DocumentKinds.FORECAST_ARTIFACT, forecast.artifact().artifactSha256(),
                    decoded.schema(), Optional.of(entry.relativePath()), Optional.of(forecast.artifact().raceId()),
                    bytes);
        }
        if (decoded instanceof Decoded.Snapshot snapshot) {
            return new StoredDocument(DocumentKinds.SOURCE_SNAPSHOT, snapshot.snapshot().snapshotSha256(),
                    decoded.schema(), snapshot.snapshot().title(), Optional.empty(), bytes);
        }
        throw new MalformedDocumentException("review decisions are signed in copydesk, not imported");
    }

    /** A v3 take is known by its approval digest; a v2 fallback, which has none, by the digest of its bytes. */
    private static String takeId(AnalystTake take, byte[] bytes) {
        return take instanceof BriefingTake briefing ? briefing.approvalSha256() : Sha256.hex(bytes);
    }

    private final class Tally implements BundleVisitor, ImportPipeline.Sink {
        private final ImportProgress progress;
        private ImportPipeline pipeline;
        private final List<Refusal> rejected = new ArrayList<>();
        private final List<String> storedRuns = new ArrayList<>();
        private final List<String> skipped = new ArrayList<>();
        private int rawFiles;
        private int imported;
        private int unchanged;
        private long done;
        private long total;

        Tally(ImportProgress progress) {
            this.progress = progress;
        }

        @Override
        public void total(int files) {
            total += files;
            progress.update(done, total, "");
        }

        @Override
        public void entry(BundleEntry entry) {
            pipeline.entry(entry);
        }

        @Override
        public void store(BundleEntry entry, Decoded decoded) {
            PutResult result;
            try {
                result = ImportWorkflow.this.store(entry, decoded);
            } catch (MalformedDocumentException e) {
                rejected.add(new Refusal(entry.displayPath(), e.getMessage()));
                progress.update(++done, total, entry.displayPath());
                return;
            }
            counted(entry, decoded, result);
        }

        /**
         * Runs in one write. When the store refuses that write, none of them was stored: each is
         * then stored on its own as {@link #store} would, so that a run the store refuses is refused
         * alone, with what it would have said, and the runs before it are kept.
         */
        @Override
        public void storeRuns(List<BundleEntry> entries, List<Decoded.Run> runs) {
            List<RunFile> files = new ArrayList<>(runs.size());
            for (int i = 0; i < runs.size(); i++) {
                files.add(new RunFile(runs.get(i).run(), entries.get(i).bytes()));
            }
            List<PutResult> results;
            try {
                results = store.runs().putAll(files);
            } catch (StoreUnreachableException e) {
                throw e;
            } catch (RuntimeException e) {
                for (int i = 0; i < runs.size(); i++) {
                    store(entries.get(i), runs.get(i));
                }
                return;
            }
            for (int i = 0; i < runs.size(); i++) {
                counted(entries.get(i), runs.get(i), results.get(i));
            }
        }

        /** Raw files in one write, each stored on its own as {@link #store} would when the store refuses that write. */
        @Override
        public void storeRaw(List<BundleEntry> entries) {
            List<PutResult> results;
            try {
                results = store.raw().putAll(entries.stream()
                        .map(entry -> new RawFile(entry.namedSha256().orElseThrow(), entry.bytes())).toList());
            } catch (StoreUnreachableException e) {
                throw e;
            } catch (RuntimeException e) {
                entries.forEach(entry -> store(entry, null));
                return;
            }
            for (int i = 0; i < entries.size(); i++) {
                counted(entries.get(i), null, results.get(i));
            }
        }

        private void counted(BundleEntry entry, Decoded decoded, PutResult result) {
            boolean document = entry.kind() == EntryKind.DOCUMENT;
            if (result == PutResult.CONFLICT) {
                rejected.add(new Refusal(entry.displayPath(), "same digest, different bytes: the stored file is kept"));
            } else if (!document) {
                rawFiles++;
            } else if (result == PutResult.STORED) {
                imported++;
                if (decoded instanceof Decoded.Run run) {
                    storedRuns.add(run.run().recordSha256());
                }
            } else {
                unchanged++;
            }
            progress.update(++done, total, entry.displayPath());
        }

        @Override
        public void rejected(BundleEntry entry, String reason) {
            rejected.add(new Refusal(entry.displayPath(), reason));
            progress.update(++done, total, entry.displayPath());
        }

        @Override
        public void refused(Refusal refusal) {
            pipeline.refused(refusal);
        }

        @Override
        public void skipped(String displayPath) {
            skipped.add(displayPath);
            progress.update(++done, total, displayPath);
        }

        @Override
        public void refusedInOrder(Refusal refusal) {
            rejected.add(refusal);
            progress.update(++done, Math.max(total, done), refusal.path());
        }

        @Override
        public boolean cancelled() {
            return progress.cancelled();
        }
    }
}
