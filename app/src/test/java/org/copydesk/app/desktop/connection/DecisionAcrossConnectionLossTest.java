package org.copydesk.app.desktop.connection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.desktop.SigningFixtures;
import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.desktop.decide.DecisionDraft;
import org.copydesk.app.desktop.decide.DecisionSheetViewModel;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.app.desktop.sign.KeyFilesAndAgent;
import org.copydesk.app.desktop.sign.SigningViewModel;
import org.copydesk.app.workflow.ImportProgress;
import org.copydesk.app.workflow.ImportWorkflow;
import org.copydesk.app.SharedVectors;
import org.copydesk.app.workflow.StoredRunChecks;
import org.copydesk.app.workflow.decide.DecisionInDoubtException;
import org.copydesk.app.workflow.decide.DecisionWorkflow;
import org.copydesk.store.StoreUnreachableException;
import org.copydesk.model.decision.DecisionRules;
import org.copydesk.store.DecisionRepository;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.postgres.TestPostgres;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The PostgreSQL server stops in the middle of signing a decision (the act's transaction open,
 * the decision not yet written): the sheet says it was not stored and to sign again, confirming
 * waits while the store is gone, the desk reconnects by itself, and signing again stores it once.
 */
class DecisionAcrossConnectionLossTest {

    @TempDir
    Path dir;

    private TestPostgres.Server server;
    private EvidenceStore store;
    private final AtomicBoolean cutNextDecision = new AtomicBoolean();
    private final ManualDelays delays = new ManualDelays();
    private final RecordingDialogs dialogs = new RecordingDialogs();
    private ConnectionViewModel connection;
    private DecisionSheetViewModel sheet;
    private AppRoot services;
    private TaskRunner runner;
    private SigningViewModel signing;
    private final List<DecisionWorkflow.Signed> signed = new ArrayList<>();

    @BeforeEach
    void open() {
        server = TestPostgres.privateServer();
        store = TestPostgres.freshDatabase(server).open(DeskFixtures.CLOCK);
        new ImportWorkflow(store, Runnable::run, StoredRunChecks.NONE).importPaths(List.of(SharedVectors.bundle()),
                ImportProgress.NONE);
        services = new AppRoot(cuttingDecisions(store), DeskFixtures.CLOCK, Runnable::run);
        dialogs.answeringKey(SigningFixtures.editorOnRoster(services, dir.resolve("keys")), SigningFixtures.PASSPHRASE);
        connection = new ConnectionViewModel(store::ping, new SameThreadTaskRunner(), delays);
        runner = connection.watching(new SameThreadTaskRunner());
        signing = new SigningViewModel(services.roster()::current, new KeyFilesAndAgent(), runner,
                dialogs, new IdlePolicy(Clock.systemUTC(), Duration.ofMinutes(15)));
        sheet = new DecisionSheetViewModel(runner, services.decisions()::decide, signing);
        sheet.watchStore(connection, sha -> store.decisions().find(sha).isPresent());
    }

    @AfterEach
    void close() {
        store.close();
        server.stop();
    }

    /** The store, with the server stopped just before the next decision is written, when asked. */
    private EvidenceStore cuttingDecisions(EvidenceStore real) {
        DecisionRepository decisions = (DecisionRepository) Proxy.newProxyInstance(getClass().getClassLoader(),
                new Class<?>[] {DecisionRepository.class}, (proxy, method, args) -> {
                    if (method.getName().equals("append") && cutNextDecision.getAndSet(false)) {
                        server.pause();
                    }
                    return invoke(method, real.decisions(), args);
                });
        return (EvidenceStore) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {EvidenceStore.class},
                (proxy, method, args) -> method.getName().equals("decisions") ? decisions
                        : invoke(method, real, args));
    }

    private static Object invoke(java.lang.reflect.Method method, Object target, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    @Test
    void aDecisionCutOffIsNotStoredTheSheetSaysSignAgainAndAfterReconnectingItIsStoredOnce() {
        sheet.open(DecisionDraft.onRun(DeskFixtures.VECTOR_POLL, DecisionRules.APPROVE, "Poll", true, List.of(), 20),
                signed::add);
        sheet.pick("Numbers match the cited blocks");
        cutNextDecision.set(true);
        sheet.confirm();

        assertTrue(sheet.showingProperty().get(), "the sheet stays open with its rationale");
        assertEquals("The store stopped answering before this decision was stored: it was not stored. "
                + "Sign again once the store answers (the banner above goes away).", sheet.refusalProperty().get());
        assertTrue(signed.isEmpty());
        assertFalse(connection.availableProperty().get());
        assertTrue(sheet.storeDownProperty().get(), "confirming is disabled while the store is gone");
        assertTrue(connection.bannerProperty().get().startsWith("The store is not answering ("),
                connection.bannerProperty().get());

        // The first timed try still finds the server down; then it is started again.
        delays.pass();
        assertFalse(connection.availableProperty().get());
        server.resume();
        delays.pass();
        assertTrue(connection.availableProperty().get());
        assertFalse(sheet.storeDownProperty().get());
        assertEquals(0, store.decisions().all().size(), "nothing of the cut decision was stored");
        int leaves = store.log().leaves().size();

        sheet.confirm();
        assertFalse(sheet.showingProperty().get());
        assertEquals(1, signed.size());
        assertEquals(1, store.decisions().all().size());
        assertEquals(leaves + 1, store.log().leaves().size());
        assertTrue(services.log().report().intact(), services.log().report().problems().toString());
    }

    @Test
    void confirmingWhileTheStoreIsGoneSaysWhyAndSignsNothing() {
        sheet.open(DecisionDraft.onRun(DeskFixtures.VECTOR_POLL, DecisionRules.APPROVE, "Poll", true, List.of(), 20),
                signed::add);
        sheet.pick("Numbers match the cited blocks");
        server.pause();
        connection.watching(new SameThreadTaskRunner()).run(progress -> {
            store.queue();
            store.ping();
            return null;
        }, ok -> { }, error -> { });
        assertEquals("Cannot sign now: the store is not answering; copydesk is reconnecting. Confirm again once the "
                + "banner goes.", sheet.refusalProperty().get());
        sheet.confirm();
        assertTrue(sheet.showingProperty().get());
        assertTrue(signed.isEmpty());
        server.resume();
        delays.pass();
        assertEquals("", sheet.refusalProperty().get());
        sheet.confirm();
        assertEquals(1, signed.size());
        assertEquals(1, store.decisions().all().size());
    }

    @Test
    void aDecisionWhoseCommitTheConnectionCutIsLookedUpOnceTheStoreIsBackAndShownWhenStored() {
        // The commit reached the server, but its answer did not reach the desk.
        DecisionSheetViewModel cutAtCommit = new DecisionSheetViewModel(runner, request -> {
            DecisionWorkflow.Signed stored = services.decisions().decide(request);
            server.pause();
            throw new DecisionInDoubtException(stored, new StoreUnreachableException(
                    "postgresql://…: the store is not answering (An I/O error occurred while sending to the backend.)",
                    true, null));
        }, signing);
        cutAtCommit.watchStore(connection, sha -> store.decisions().find(sha).isPresent());
        cutAtCommit.open(DecisionDraft.onRun(DeskFixtures.VECTOR_POLL, DecisionRules.APPROVE, "Poll", true, List.of(),
                20), signed::add);
        cutAtCommit.pick("Numbers match the cited blocks");
        cutAtCommit.confirm();
        assertEquals("The store stopped answering as this decision was being stored. Copydesk looks it up once the "
                + "store answers again, and shows it if it was stored.", cutAtCommit.refusalProperty().get());
        assertTrue(cutAtCommit.lookingUpProperty().get());
        assertTrue(signed.isEmpty());

        server.resume();
        delays.pass();
        assertFalse(cutAtCommit.lookingUpProperty().get());
        assertFalse(cutAtCommit.showingProperty().get(), "found stored: the sheet closes as after any signing");
        assertEquals(1, signed.size());
        assertEquals(signed.get(0).decision().decisionSha256(),
                store.decisions().all().get(0).decisionSha256());
    }
}
