package org.copydesk.app.workflow.decide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.desktop.SigningFixtures;
import org.copydesk.model.signing.SigningKey;
import org.copydesk.store.EvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A record's decisions verified on their own agree, decision by decision, with verifying the whole store. */
class VerifyForSubjectTest {

    @TempDir
    Path dir;

    private EvidenceStore store;
    private AppRoot services;
    private SigningKey key;

    @BeforeEach
    void open() {
        store = DeskFixtures.vectorStore(dir);
        services = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
        key = KeyFiles.unlock(SigningFixtures.editorOnRoster(services, dir.resolve("keys")),
                SigningFixtures.PASSPHRASE.toCharArray());
    }

    @AfterEach
    void close() {
        key.destroy();
        store.close();
    }

    @Test
    void supersededRevokedAndValidDecisionsMatchTheWholeStoreVerification() {
        decide(DeskFixtures.VECTOR_POLL, "approve", "Numbers match the cited blocks");
        decide(DeskFixtures.VECTOR_POLL, "reject", "Wrong candidate shares after all");
        String blockedApproval = decide(DeskFixtures.VECTOR_BLOCKED, "reject", "Injected instructions in b002");
        String revoke = decide(blockedApproval, "revoke", "Rejected the wrong run");
        decide(DeskFixtures.VECTOR_COMMENTARY, "reject", "Cites a poll no one approved");

        for (String subject : List.of(DeskFixtures.VECTOR_POLL, DeskFixtures.VECTOR_BLOCKED, blockedApproval, revoke,
                DeskFixtures.VECTOR_COMMENTARY)) {
            List<String> whole = services.verify().verifyAll().stream()
                    .filter(v -> v.stored().subjects().contains(subject)).map(VerifyForSubjectTest::line).toList();
            List<String> alone = services.verify().forSubject(subject).stream().map(VerifyForSubjectTest::line).toList();
            assertEquals(whole, alone, subject);
        }
        assertTrue(services.verify().forSubject(DeskFixtures.VECTOR_BLOCKED).stream()
                .anyMatch(v -> v.state() == DecisionState.REVOKED), "the revoke reaches the revoked decision");
        assertTrue(services.verify().forSubject(DeskFixtures.VECTOR_POLL).stream()
                .anyMatch(v -> v.state() == DecisionState.SUPERSEDED), "the reject supersedes the approval");
    }

    private String decide(String subject, String decision, String rationale) {
        return services.decisions().decide(new DecideRequest(List.of(subject), decision, rationale, Optional.empty(),
                key)).decision().decisionSha256();
    }

    private static String line(VerifiedDecision v) {
        return v.stored().decisionSha256() + " " + v.state() + " " + v.detail();
    }
}
