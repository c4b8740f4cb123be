package org.copydesk.app.workflow;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.copydesk.importers.extract.ExtractionLimits;
import org.copydesk.importers.extract.HtmlPlainText;
import org.copydesk.importers.extract.PdfPageRenderer;
import org.copydesk.model.json.Sha256;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.snapshot.SnapshotComparison;
import org.copydesk.model.snapshot.SourceSnapshot;
import org.copydesk.store.EvidenceStore;

/**
 * A run's sources as originally fetched: the derived snapshots stored beside upstream's, deriving
 * them on request, and the raw bytes as PDF page images or sanitized HTML text. Every method reads
 * or parses, so none belongs on the FX thread.
 */
public final class SourceOriginals {

    private final EvidenceStore store;
    private final DeriveSnapshots derive;
    private final PdfPageRenderer pages;
    private final HtmlPlainText html;

    public SourceOriginals(EvidenceStore store, DeriveSnapshots derive, ExtractionLimits limits) {
        this.store = store;
        this.derive = derive;
        this.pages = new PdfPageRenderer(limits);
        this.html = new HtmlPlainText(limits);
    }

    /** With the standard extraction limits, deriving at the clock's time. */
    public SourceOriginals(EvidenceStore store, Clock clock) {
        this(store, new DeriveSnapshots(store, clock), ExtractionLimits.defaults());
    }

    /** Each upstream snapshot of the run that has a stored derived snapshot, compared with it. */
    public List<DerivedSource> derivedFor(String recordSha256) {
        List<DerivedSource> found = new ArrayList<>();
        Optional<ShadowRun> run = store.runs().find(recordSha256);
        if (run.isEmpty()) {
            return found;
        }
        for (SourceSnapshot upstream : run.get().sources()) {
            upstream.rawSha256().flatMap(derive::derivedFor).ifPresent(derived -> found.add(
                    new DerivedSource(upstream, derived, SnapshotComparison.of(upstream.blocks(), derived.blocks()))));
        }
        return found;
    }

    /** Extracts what is not derived yet; one outcome per upstream snapshot ({@link DeriveSnapshots}). */
    public List<Derivation> derive(String recordSha256) {
        return derive.deriveForRun(recordSha256);
    }

    /**
     * The raw bytes stored under {@code rawSha256}, only when they hash to that name.
     *
     * @throws UserInputException when the store holds none, or holds other bytes under that name
     */
    public byte[] raw(String rawSha256) {
        byte[] bytes = store.raw().find(rawSha256)
                .orElseThrow(() -> new UserInputException("the store holds no raw bytes " + rawSha256));
        String actual = Sha256.hex(bytes);
        if (!actual.equals(rawSha256)) {
            throw new UserInputException("the raw bytes stored as " + rawSha256 + " hash to " + actual);
        }
        return bytes;
    }

    /** @throws org.copydesk.importers.extract.ExtractionException for a damaged or encrypted PDF */
    public int pageCount(String rawSha256) {
        return pages.pageCount(raw(rawSha256));
    }

    /**
     * One page as PNG bytes.
     *
     * @param pageNumber 1-based, as blocks number their pages
     */
    public byte[] renderPage(String rawSha256, int pageNumber, float dpi) {
        return pages.renderPage(raw(rawSha256), pageNumber - 1, dpi);
    }

    /** The page's text as a reader sees it, with no markup, script or style left. */
    public String htmlText(String rawSha256) {
        return html.text(raw(rawSha256));
    }
}
