package org.copydesk.app.workflow.decide;

import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.app.workflow.DocumentKinds;
import org.copydesk.model.checks.text.SourceUrls;
import org.copydesk.model.decision.SubjectKind;
import org.copydesk.model.digest.Digests;
import org.copydesk.model.doc.Decoded;
import org.copydesk.model.doc.Documents;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.MalformedDocumentException;
import org.copydesk.model.json.Sha256;
import org.copydesk.model.run.DiscoverCandidate;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.run.Task;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.RecordColumns;
import org.copydesk.store.RecordFilter;
import org.copydesk.store.StoredDocument;

/**
 * Whether a subject digest still matches content in the store, recomputed from the stored
 * bytes: content changed behind copydesk's back no longer matches, and its decisions go stale.
 */
final class SubjectContent {

    private final EvidenceStore store;

    SubjectContent(EvidenceStore store) {
        this.store = store;
    }

    boolean matches(SubjectKind kind, String sha256) {
        try {
            return switch (kind) {
                case SHADOW_RUN, DUPLICATE_PAIR -> runMatches(sha256);
                case ANALYST_TAKE -> store.documents().find(DocumentKinds.ANALYST_TAKE, sha256)
                        .map(doc -> Digests.takeApproval(Documents.decode(doc.body()) instanceof Decoded.Take t
                                ? t.take().json() : null).equals(sha256))
                        .orElse(false);
                case RESEARCH_BRIEF -> store.documents().find(DocumentKinds.RESEARCH_BRIEF, sha256)
                        .map(SubjectContent::briefDigest).filter(sha256::equals).isPresent();
                case SOURCE_CANDIDATE -> candidate(sha256).isPresent();
                case DECISION -> store.decisions().all().stream().anyMatch(d -> d.decisionSha256().equals(sha256));
            };
        } catch (MalformedDocumentException | NullPointerException | ClassCastException e) {
            return false;
        }
    }

    /**
     * Whether each of these runs (or duplicate pairs' runs) still matches its digest, their bytes
     * read in a few queries rather than one a run: on a server every query is a round trip.
     */
    Map<String, Boolean> runsMatch(Collection<String> sha256s) {
        Map<String, byte[]> bodies = store.runs().bodies(sha256s);
        Map<String, Boolean> matches = new HashMap<>();
        for (String sha256 : sha256s) {
            byte[] body = bodies.get(sha256);
            matches.put(sha256, body != null && runBodyMatches(sha256, body));
        }
        return matches;
    }

    private boolean runMatches(String sha256) {
        return store.runs().body(sha256).map(body -> runBodyMatches(sha256, body)).orElse(false);
    }

    private static boolean runBodyMatches(String sha256, byte[] body) {
        try {
            // The digest is what a decision names, so the digest is what is recomputed: parsing the
            // stored bytes is enough, building the run model on top (as import did) adds nothing.
            JsonNode node = Json.parse(body);
            return ShadowRun.SCHEMA.equals(node.path("schema").asText())
                    && sha256.equals(node.path("record_sha256").asText()) && Digests.record(node).equals(sha256);
        } catch (MalformedDocumentException | NullPointerException | ClassCastException e) {
            return false;
        }
    }

    private static String briefDigest(StoredDocument doc) {
        Decoded decoded = Documents.decode(doc.body());
        return decoded instanceof Decoded.Brief brief ? Digests.brief(brief.brief().json()) : "";
    }

    /** The discover run and candidate whose copydesk-canonical URL hashes to {@code sha256}. */
    Optional<DiscoverCandidate> candidate(String sha256) {
        // Only discover runs propose candidates: the others are never read (a store holds tens of thousands of polls).
        RecordFilter discover = RecordFilter.all().withTask(Task.DISCOVER.wireName());
        for (RecordColumns row : store.queue().page(discover, 0, Math.max(1, store.queue().count(discover)))) {
            Optional<ShadowRun> run = store.runs().find(row.recordSha256());
            if (run.isEmpty() || run.get().discover().isEmpty()) {
                continue;
            }
            for (DiscoverCandidate candidate : run.get().discover().get().candidates()) {
                Optional<String> canonical = SourceUrls.canonicalize(candidate.url());
                if (canonical.isPresent() && Sha256.hex(canonical.get()).equals(sha256)) {
                    return Optional.of(candidate);
                }
            }
        }
        return Optional.empty();
    }
}
