package org.copydesk.app.workflow;

import java.time.Clock;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.copydesk.importers.extract.ExtractedSnapshot;
import org.copydesk.importers.extract.ExtractionException;
import org.copydesk.importers.extract.ExtractionLimits;
import org.copydesk.importers.extract.SnapshotExtractor;
import org.copydesk.importers.extract.SourceMetadata;
import org.copydesk.model.doc.Decoded;
import org.copydesk.model.doc.Documents;
import org.copydesk.model.json.CanonicalJson;
import org.copydesk.model.json.Sha256;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.snapshot.SnapshotComparison;
import org.copydesk.model.snapshot.SourceSnapshot;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.PutResult;
import org.copydesk.store.StoredDocument;

/**
 * Extracts a stored run's raw source bytes into derived snapshots (FORMATS §2) and stores them
 * as {@code source_snapshot} documents beside the run. Upstream's snapshot is never replaced:
 * the run and its bytes are untouched, and the record view compares the two.
 */
public final class DeriveSnapshots {

    /** Label prefix of stored derived snapshots, so a person browsing documents sees what they are. */
    public static final String LABEL_PREFIX = "derived from raw ";

    private final EvidenceStore store;
    private final SnapshotExtractor extractor;
    private final Clock clock;

    public DeriveSnapshots(EvidenceStore store, SnapshotExtractor extractor, Clock clock) {
        this.store = store;
        this.extractor = extractor;
        this.clock = clock;
    }

    public DeriveSnapshots(EvidenceStore store, Clock clock) {
        this(store, new SnapshotExtractor(ExtractionLimits.defaults()), clock);
    }

    /**
     * One derivation per snapshot of the run, in the run's source order.
     *
     * @throws UserInputException when no run is stored under {@code recordSha256}
     */
    public List<Derivation> deriveForRun(String recordSha256) {
        ShadowRun run = store.runs().find(recordSha256)
                .orElseThrow(() -> new UserInputException("no shadow run is stored under " + recordSha256));
        List<Derivation> derivations = new ArrayList<>();
        for (SourceSnapshot upstream : run.sources()) {
            derivations.add(derive(upstream));
        }
        return derivations;
    }

    /** The derived snapshot stored for these raw bytes, if any. */
    public Optional<SourceSnapshot> derivedFor(String rawSha256) {
        for (StoredDocument document : store.documents().list(DocumentKinds.SOURCE_SNAPSHOT)) {
            Decoded decoded = Documents.decode(document.body());
            if (decoded instanceof Decoded.Snapshot) {
                SourceSnapshot snapshot = ((Decoded.Snapshot) decoded).snapshot();
                if (snapshot.derivedFrom().map(d -> d.rawSha256().equals(rawSha256)).orElse(false)) {
                    return Optional.of(snapshot);
                }
            }
        }
        return Optional.empty();
    }

    /** Upstream's blocks against the stored derived snapshot of the same raw bytes, when there is one. */
    public Optional<SnapshotComparison> compare(SourceSnapshot upstream) {
        return upstream.rawSha256().flatMap(this::derivedFor)
                .map(derived -> SnapshotComparison.of(upstream.blocks(), derived.blocks()));
    }

    private Derivation derive(SourceSnapshot upstream) {
        if (upstream.rawSha256().isEmpty()) {
            return outcome(upstream, DerivationState.NO_RAW_BYTES, Optional.empty(), "upstream names no raw_sha256");
        }
        String rawSha256 = upstream.rawSha256().get();
        Optional<SourceSnapshot> existing = derivedFor(rawSha256);
        if (existing.isPresent()) {
            return outcome(upstream, DerivationState.ALREADY_STORED, Optional.of(existing.get().snapshotSha256()),
                    "already derived by " + existing.get().derivedFrom().orElseThrow().extractor());
        }
        Optional<byte[]> raw = store.raw().find(rawSha256);
        if (raw.isEmpty()) {
            return outcome(upstream, DerivationState.NO_RAW_BYTES, Optional.empty(),
                    "the store holds no raw bytes " + rawSha256);
        }
        String actual = Sha256.hex(raw.get());
        if (!actual.equals(rawSha256)) {
            return outcome(upstream, DerivationState.REFUSED, Optional.empty(),
                    "the raw bytes stored as " + rawSha256 + " hash to " + actual);
        }
        ExtractedSnapshot extracted;
        try {
            extracted = extractor.extract(raw.get(), Optional.of(upstream.mimeType()), metadata(upstream),
                    clock.instant());
        } catch (ExtractionException e) {
            return outcome(upstream, DerivationState.REFUSED, Optional.empty(), e.getMessage());
        }
        return store(upstream, extracted);
    }

    private Derivation store(SourceSnapshot upstream, ExtractedSnapshot extracted) {
        String rawSha256 = upstream.rawSha256().orElseThrow();
        PutResult result = store.documents().put(new StoredDocument(DocumentKinds.SOURCE_SNAPSHOT,
                extracted.snapshotSha256(), SourceSnapshot.SCHEMA, Optional.of(LABEL_PREFIX + rawSha256),
                Optional.empty(), CanonicalJson.bytes(extracted.json())));
        Optional<String> id = Optional.of(extracted.snapshotSha256());
        switch (result) {
            case STORED:
                return outcome(upstream, DerivationState.STORED, id, extracted.blocks().size() + " blocks extracted");
            case UNCHANGED:
                return outcome(upstream, DerivationState.ALREADY_STORED, id, "the same derived snapshot was stored");
            default:
                return outcome(upstream, DerivationState.REFUSED, Optional.empty(),
                        "conflict: different content is stored under " + extracted.snapshotSha256());
        }
    }

    /**
     * Upstream's metadata, so the derived snapshot describes the same fetch. Without a URL or
     * retrieval time there is no honest value to write, so the derivation is refused.
     */
    private static SourceMetadata metadata(SourceSnapshot upstream) {
        String url = upstream.canonicalUrl()
                .orElseThrow(() -> new ExtractionException("upstream's snapshot has no canonical_url"));
        Instant retrievedAt = upstream.retrievedAt().flatMap(DeriveSnapshots::instant)
                .orElseThrow(() -> new ExtractionException("upstream's snapshot has no RFC 3339 retrieved_at"));
        return new SourceMetadata(upstream.sourceId(), url, retrievedAt, upstream.publisher(),
                upstream.publishedAt().flatMap(DeriveSnapshots::instant));
    }

    private static Optional<Instant> instant(String text) {
        try {
            return Optional.of(Instant.parse(text));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    private static Derivation outcome(SourceSnapshot upstream, DerivationState state, Optional<String> derived,
            String detail) {
        return new Derivation(upstream.sourceId(), upstream.rawSha256(), state, derived, detail);
    }
}
