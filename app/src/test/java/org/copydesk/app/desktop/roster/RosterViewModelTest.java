package org.copydesk.app.desktop.roster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.desktop.SigningFixtures;
import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.app.desktop.sign.KeyFilesAndAgent;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.app.desktop.sign.SigningViewModel;
import org.copydesk.app.workflow.decide.KeyFiles;
import org.copydesk.model.decision.Role;
import org.copydesk.model.decision.RosterState;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.sqlite.SqliteEvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RosterViewModelTest {

    @TempDir
    Path dir;

    private EvidenceStore store;
    private AppRoot services;
    private final RecordingDialogs dialogs = new RecordingDialogs();
    private final AnsweringRosterForms forms = new AnsweringRosterForms();
    private final List<RosterState> told = new ArrayList<>();
    private SigningViewModel signing;
    private RosterViewModel roster;
    private Path keys;
    private Path editorKey;

    @BeforeEach
    void open() {
        store = SqliteEvidenceStore.open(dir.resolve("s.db"), DeskFixtures.CLOCK);
        services = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
        keys = dir.resolve("keys");
        editorKey = SigningFixtures.editorOnRoster(services, keys);
        SameThreadTaskRunner runner = new SameThreadTaskRunner();
        signing = new SigningViewModel(services.roster()::current, new KeyFilesAndAgent(), runner, dialogs,
                new IdlePolicy(DeskFixtures.CLOCK, Duration.ofMinutes(15)));
        roster = new RosterViewModel(new ServiceRosterWork(services.roster()), forms, signing, runner, keys, told::add);
    }

    @AfterEach
    void close() {
        store.close();
    }

    private RosterRow row(String reviewer) {
        return roster.rows().stream().filter(r -> r.reviewerId().equals(reviewer) && r.active()).findFirst().orElseThrow();
    }

    private void unlockOwner() {
        dialogs.answeringKey(keys.resolve("olu.owner.key"), SigningFixtures.PASSPHRASE);
        signing.unlock();
    }

    @Test
    void theRosterListsEveryEntryVerified() {
        roster.refresh();
        assertEquals(List.of("olu.owner", "ed.ramos"), roster.rows().stream().map(RosterRow::reviewerId).toList());
        assertEquals("2 active · 0 revoked · verified change by change", roster.summaryProperty().get());
        assertTrue(row("ed.ramos").key().startsWith("SHA256:"), row("ed.ramos").key());
        assertTrue(roster.signerProperty().get().startsWith("Unlock an owner's key"));
    }

    @Test
    void addingAsksForAnOwnersKeyFirstThenSignsTheAddition() {
        KeyFiles.Generated rita = KeyFiles.generate("rita.reviewer", keys, SigningFixtures.PASSPHRASE.toCharArray());
        forms.answeringEntry(new EntryForm("rita.reviewer", "Rita Reviewer", List.of(Role.REVIEWER),
                rita.publicKeyPath()));
        dialogs.answeringKey(keys.resolve("olu.owner.key"), SigningFixtures.PASSPHRASE);
        roster.add();
        assertEquals(1, dialogs.passphraseAsked(), "the owner's key is unlocked on the way");
        assertTrue(services.roster().current().current("rita.reviewer").orElseThrow().hasRole(Role.REVIEWER));
        assertEquals("Added rita.reviewer as reviewer, signed by olu.owner.", roster.messageProperty().get());
        assertEquals(3, roster.rows().size());
        assertEquals(1, told.size());
        assertTrue(services.roster().current().problems().isEmpty());
    }

    @Test
    void anEditorsKeyCannotChangeTheRosterAndIsToldWhy() {
        dialogs.answeringKey(editorKey, SigningFixtures.PASSPHRASE);
        signing.unlock();
        roster.refresh();
        roster.revoke(row("olu.owner"));
        assertEquals("Only an owner changes the roster; you sign as ed.ramos (editor).", roster.messageProperty().get());
        assertTrue(forms.asked().isEmpty());
        assertTrue(roster.signerProperty().get().endsWith("only an owner changes the roster."));
    }

    @Test
    void changingRolesRevokesAndAddsTheSameKeyAgainBothSigned() {
        unlockOwner();
        roster.refresh();
        String key = row("ed.ramos").key();
        forms.answeringRoles(List.of(Role.EDITOR, Role.REVIEWER));
        roster.changeRoles(row("ed.ramos"));
        RosterState now = services.roster().current();
        assertTrue(now.problems().isEmpty(), now.problems().toString());
        assertTrue(now.current("ed.ramos").orElseThrow().hasRole(Role.REVIEWER));
        assertEquals(key, row("ed.ramos").key());
        assertEquals("2 active · 1 revoked · verified change by change", roster.summaryProperty().get());
    }

    @Test
    void revokingAsksFirstAndARevokedKeyCanSignNothing() {
        unlockOwner();
        roster.refresh();
        roster.revoke(row("ed.ramos"));
        assertEquals("Revoke ed.ramos?", forms.asked().get(0));
        assertTrue(services.roster().current().current("ed.ramos").orElseThrow().revokedAt().isPresent());
        assertEquals("Revoked ed.ramos's key, signed by olu.owner.", roster.messageProperty().get());
    }

    @Test
    void aDeclinedRevocationChangesNothing() {
        unlockOwner();
        roster.refresh();
        forms.declining();
        roster.revoke(row("ed.ramos"));
        assertTrue(services.roster().current().current("ed.ramos").orElseThrow().revokedAt().isEmpty());
        assertTrue(told.isEmpty());
    }

    @Test
    void theOnlyOwnerCannotBeRevokedAndTheRefusalSaysWhy() {
        unlockOwner();
        roster.refresh();
        roster.revoke(row("olu.owner"));
        assertTrue(roster.messageProperty().get().startsWith("Refused: olu.owner is the only active owner"),
                roster.messageProperty().get());
        assertTrue(roster.messageProperty().get().endsWith("Nothing was changed."));
        assertFalse(services.roster().current().current("olu.owner").orElseThrow().revokedAt().isPresent());
    }

    @Test
    void anOwnerCannotChangeTheirOwnRoles() {
        unlockOwner();
        roster.refresh();
        forms.answeringRoles(List.of(Role.EDITOR));
        roster.changeRoles(row("olu.owner"));
        assertTrue(roster.messageProperty().get().contains("cannot change their own roles"),
                roster.messageProperty().get());
    }
}
