package org.copydesk.app.workflow.decide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.model.checks.text.SourceUrls;
import org.copydesk.model.decision.SubjectKind;
import org.copydesk.model.json.Sha256;
import org.copydesk.model.run.DiscoverCandidate;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.store.EvidenceStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SubjectContentTest {

    @TempDir
    Path dir;

    @Test
    void aSourceCandidateIsFoundByTheDigestOfItsCanonicalUrl() {
        try (EvidenceStore store = DeskFixtures.demoStore(dir)) {
            List<DiscoverCandidate> candidates = new ArrayList<>();
            for (String id : store.runs().allIds()) {
                store.runs().find(id).flatMap(ShadowRun::discover).ifPresent(d -> candidates.addAll(d.candidates()));
            }
            assertFalse(candidates.isEmpty(), "the demo corpus has a discover run with candidates");
            SubjectContent content = new SubjectContent(store);
            for (DiscoverCandidate candidate : candidates) {
                String digest = Sha256.hex(SourceUrls.canonicalize(candidate.url()).orElseThrow());
                assertEquals(candidate.url(), content.candidate(digest).orElseThrow().url());
                assertTrue(content.matches(SubjectKind.SOURCE_CANDIDATE, digest));
            }
            assertFalse(content.matches(SubjectKind.SOURCE_CANDIDATE, Sha256.hex("https://example.invalid/none")));
        }
    }
}
