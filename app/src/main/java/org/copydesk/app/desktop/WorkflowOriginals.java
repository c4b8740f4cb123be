package org.copydesk.app.desktop;

import java.util.List;

import org.copydesk.app.desktop.original.Originals;
import org.copydesk.app.desktop.record.Extractions;
import org.copydesk.app.workflow.Derivation;
import org.copydesk.app.workflow.DerivedSource;
import org.copydesk.app.workflow.SourceOriginals;

/** The extraction panel's and the original pane's ports over the root's stored originals. */
public final class WorkflowOriginals implements Extractions, Originals {

    private final SourceOriginals originals;

    public WorkflowOriginals(SourceOriginals originals) {
        this.originals = originals;
    }

    @Override
    public List<DerivedSource> derivedFor(String recordSha256) {
        return originals.derivedFor(recordSha256);
    }

    @Override
    public List<Derivation> derive(String recordSha256) {
        return originals.derive(recordSha256);
    }

    @Override
    public int pageCount(String rawSha256) {
        return originals.pageCount(rawSha256);
    }

    @Override
    public byte[] renderPage(String rawSha256, int pageNumber, float dpi) {
        return originals.renderPage(rawSha256, pageNumber, dpi);
    }

    @Override
    public String htmlText(String rawSha256) {
        return originals.htmlText(rawSha256);
    }
}
