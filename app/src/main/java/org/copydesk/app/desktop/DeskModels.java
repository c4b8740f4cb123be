package org.copydesk.app.desktop;

import org.copydesk.app.desktop.audit.AuditViewModel;
import org.copydesk.app.desktop.briefs.BriefViewModel;
import org.copydesk.app.desktop.briefs.BriefsViewModel;
import org.copydesk.app.desktop.decide.RecordDecisionsViewModel;
import org.copydesk.app.desktop.duplicates.ComparisonViewModel;
import org.copydesk.app.desktop.duplicates.DuplicatesViewModel;
import org.copydesk.app.desktop.duplicates.PairEntry;
import org.copydesk.app.desktop.evaluation.EvaluationViewModel;
import org.copydesk.app.desktop.original.OriginalViewModel;
import org.copydesk.app.desktop.record.ExtractionViewModel;
import org.copydesk.app.desktop.record.RecordViewModel;
import org.copydesk.app.desktop.sign.SigningViewModel;

/**
 * The view models of the desk's own pages, built once by {@link DesktopRoot}: the window's views
 * are made over them, and they are the {@link DeskPages} the desk's navigation loads.
 */
record DeskModels(RecordViewModel record, RecordDecisionsViewModel decisions, ExtractionViewModel extraction,
                  OriginalViewModel original, SigningViewModel signing, AuditViewModel audit,
                  DuplicatesViewModel duplicates, ComparisonViewModel comparison, EvaluationViewModel evaluation,
                  BriefsViewModel briefs, BriefViewModel brief) implements DeskPages {

    @Override
    public void openRecord(String recordSha256) {
        record.load(recordSha256);
        decisions.open(recordSha256);
    }

    @Override
    public void openPair(PairEntry pair) {
        comparison.load(pair);
    }

    @Override
    public void openBrief(String briefSha256) {
        brief.load(briefSha256);
    }

    @Override
    public void readAudit() {
        audit.refresh();
    }

    @Override
    public void readDuplicates() {
        duplicates.refresh();
    }

    @Override
    public void readBriefs() {
        briefs.refresh();
    }

    @Override
    public void readEvaluation() {
        evaluation.refresh();
    }
}
