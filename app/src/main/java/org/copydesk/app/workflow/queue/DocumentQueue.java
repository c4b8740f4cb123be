package org.copydesk.app.workflow.queue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiFunction;

import org.copydesk.app.workflow.DocumentKinds;
import org.copydesk.model.checks.CheckReport;
import org.copydesk.model.decision.DecisionRules;
import org.copydesk.model.doc.Decoded;
import org.copydesk.model.doc.Documents;
import org.copydesk.model.json.MalformedDocumentException;
import org.copydesk.model.release.BriefingTake;
import org.copydesk.store.DecisionMark;
import org.copydesk.store.DecisionStateRepository;
import org.copydesk.store.DocumentRepository;
import org.copydesk.store.RecordColumns;
import org.copydesk.store.RecordFilter;
import org.copydesk.store.StoredDocument;

/**
 * Analyst takes and research briefs as queue lines. They are few — a take per
 * race, a brief per question — so each queue question reads them whole, checks them now (a
 * take's binding depends on the imported release, which an import can change), and filters
 * them in memory; the runs, many, stay paged in SQL.
 */
public final class DocumentQueue {

    /** The document kinds the queue lists, in the order the Kind filter offers them. */
    public static final List<String> KINDS = List.of(DocumentKinds.ANALYST_TAKE, DocumentKinds.RESEARCH_BRIEF);

    private final DocumentRepository documents;
    private final DecisionStateRepository decisions;
    private final BiFunction<String, String, Optional<CheckReport>> reports;
    // Content never changes under its digest, so a title read once is right for good.
    private final Map<String, String> titles = new ConcurrentHashMap<>();

    /** {@code reports} checks a document now: (kind, id) to its report, empty when it cannot be checked. */
    public DocumentQueue(DocumentRepository documents, DecisionStateRepository decisions,
                         BiFunction<String, String, Optional<CheckReport>> reports) {
        this.documents = documents;
        this.decisions = decisions;
        this.reports = reports;
    }

    public DocumentSelection read() {
        List<StoredDocument> stored = new ArrayList<>();
        KINDS.forEach(kind -> stored.addAll(documents.newestFirst(kind)));
        Map<String, DecisionMark> marks = decisions.findAll(stored.stream().map(StoredDocument::idSha256).toList());
        List<DocumentLine> lines = new ArrayList<>(stored.size());
        for (StoredDocument document : stored) {
            Optional<CheckReport> report = reports.apply(document.kind(), document.idSha256());
            String checks = report.map(r -> r.anyFailed() ? RecordFilter.CHECKS_FAILED : RecordFilter.CHECKS_PASSED)
                    .orElse(RecordFilter.CHECKS_UNCHECKED);
            int failed = report.map(r -> r.failedIds().size()).orElse(0);
            Optional<DecisionMark> mark = Optional.ofNullable(marks.get(document.idSha256()));
            lines.add(new DocumentLine(document.kind(), row(document, mark), checks, failed, mark));
        }
        return new DocumentSelection(lines);
    }

    /**
     * A take an owner authorized reads as its promoted copy does: the stored draft never changes,
     * the latest valid decision on it does.
     */
    private RecordColumns row(StoredDocument document, Optional<DecisionMark> mark) {
        String title = titles.computeIfAbsent(document.kind() + ":" + document.idSha256(), k -> title(document));
        boolean authorized = mark.filter(m -> m.decision().equals(DecisionRules.OWNER_AUTHORIZED)).isPresent();
        String status = !document.kind().equals(DocumentKinds.ANALYST_TAKE) ? "needs_human_review"
                : authorized ? BriefingTake.AUTHORIZED : document.label().orElse("");
        return new RecordColumns(document.idSha256(), document.label().orElse(document.idSha256()), "", status,
                document.raceId(), Optional.of(title), Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty(), "");
    }

    private static String title(StoredDocument document) {
        if (document.kind().equals(DocumentKinds.ANALYST_TAKE)) {
            String version = document.schema().substring(document.schema().lastIndexOf('.') + 1);
            return "Analyst take " + version + " · " + document.raceId().orElse("no race");
        }
        try {
            if (Documents.decode(document.body()) instanceof Decoded.Brief brief) {
                return "Research brief · " + brief.brief().question();
            }
        } catch (MalformedDocumentException e) {
            // Stored documents decoded at import; a body that no longer does still gets a line.
        }
        return "Research brief · " + document.label().orElse(document.idSha256());
    }
}
