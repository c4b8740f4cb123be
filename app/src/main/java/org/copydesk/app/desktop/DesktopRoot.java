package org.copydesk.app.desktop;

import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.Executor;

import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.stage.Screen;
import javafx.stage.Stage;

import org.copydesk.app.Services;
import org.copydesk.app.StoreLocations;
import org.copydesk.app.desktop.audit.AuditViewModel;
import org.copydesk.app.desktop.briefs.BriefViewModel;
import org.copydesk.app.desktop.briefs.BriefsViewModel;
import org.copydesk.app.desktop.checks.ChecksViewModel;
import org.copydesk.app.desktop.common.DialogService;
import org.copydesk.app.desktop.common.FxTaskRunner;
import org.copydesk.app.desktop.common.Styles;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.desktop.decide.DecisionHistoryViewModel;
import org.copydesk.app.desktop.decide.DecisionSheetViewModel;
import org.copydesk.app.desktop.decide.RecordDecisionsViewModel;
import org.copydesk.app.desktop.duplicates.ComparisonViewModel;
import org.copydesk.app.desktop.duplicates.DuplicateNotes;
import org.copydesk.app.desktop.duplicates.DuplicatesViewModel;
import org.copydesk.app.desktop.duplicates.PairSource;
import org.copydesk.app.desktop.duplicates.SheetPairDecider;
import org.copydesk.app.desktop.duplicates.StorePairSource;
import org.copydesk.app.desktop.evaluation.EvaluationViewModel;
import org.copydesk.app.desktop.importing.ImportViewModel;
import org.copydesk.app.desktop.original.OriginalViewModel;
import org.copydesk.app.desktop.queue.QueueItem;
import org.copydesk.app.desktop.queue.QueueMarks;
import org.copydesk.app.desktop.queue.QueueViewModel;
import org.copydesk.app.desktop.record.ExtractionViewModel;
import org.copydesk.app.desktop.record.RecordViewModel;
import org.copydesk.app.desktop.roster.FxRosterDialogs;
import org.copydesk.app.desktop.roster.NewKeyViewModel;
import org.copydesk.app.desktop.roster.RosterDesk;
import org.copydesk.app.desktop.roster.RosterDialogs;
import org.copydesk.app.desktop.roster.RosterViewModel;
import org.copydesk.app.desktop.roster.RosterWork;
import org.copydesk.app.desktop.roster.ServiceRosterWork;
import org.copydesk.app.desktop.sign.KeyFilesAndAgent;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.app.desktop.sign.SigningViewModel;
import org.copydesk.app.workflow.BriefsWorkflow;
import org.copydesk.app.workflow.DemoReleaseTree;
import org.copydesk.app.desktop.takes.OwnerSheetViewModel;
import org.copydesk.app.desktop.takes.ReleaseChoice;
import org.copydesk.app.desktop.takes.ServiceTakeWorkflows;
import org.copydesk.app.desktop.takes.TakeViewModel;
import org.copydesk.app.desktop.takes.TakeWorkflows;
import org.copydesk.app.desktop.takes.TakesDesk;
import org.copydesk.app.desktop.takes.TakesViewModel;
import org.copydesk.app.workflow.RecordWorkflow;
import org.copydesk.app.workflow.SourceOriginals;
import org.copydesk.model.checks.CheckEngine;
import org.copydesk.store.EvidenceStore;

/** The composition root of the window: wires store, workflows, view models and views, once. */
public final class DesktopRoot {

    private final Stage stage;
    private final MainWindow window;
    private final QueueViewModel queue;
    private final RecordViewModel record;
    private final DuplicatesViewModel duplicates;
    private final SigningViewModel signing;
    private BriefsViewModel briefs;
    private final RosterDesk rosterDesk;

    public DesktopRoot(EvidenceStore store, Executor executor, Stage stage) {
        this(store, executor, stage, new FxDialogService(stage), IdlePolicy.standard());
    }

    DesktopRoot(EvidenceStore store, Executor executor, Stage stage, DialogService dialogs, IdlePolicy idle) {
        this(store, executor, stage, dialogs, idle, new FxRosterDialogs(stage),
                StoreLocations.keyFolder(System.getenv(), System.getProperty("user.home")));
    }

    /**
     * With the dialogs and idle policy given, so that a test can answer a file chooser the headless
     * toolkit cannot show and need not wait fifteen minutes.
     */
    DesktopRoot(EvidenceStore store, Executor executor, Stage stage, DialogService dialogs, IdlePolicy idle,
                RosterDialogs rosterForms, Path keyFolder) {
        this.stage = stage;
        Services services = new Services(store, Clock.systemUTC());
        TaskRunner runner = new FxTaskRunner(executor);
        PairSource pairs = new StorePairSource(services);
        record = new RecordViewModel(new RecordWorkflow(store.runs(), store.queue(), store.racePolls()), runner,
                dialogs,
                sha -> pairs.pairs().stream().filter(p -> p.names(sha)).map(p -> p.lineFor(sha)).toList());
        signing = new SigningViewModel(services.roster()::current, new KeyFilesAndAgent(), runner, dialogs, idle);
        DecisionSheetViewModel sheet = new DecisionSheetViewModel(runner, services.decisions()::decide, signing);
        ChecksViewModel checks = new ChecksViewModel(services.checks()::checkRun, new CheckEngine().catalogue(), runner,
                record);
        DecisionHistoryViewModel history = new DecisionHistoryViewModel(services.verify()::forSubject, runner);
        RecordDecisionsViewModel decisions = new RecordDecisionsViewModel(record, checks, history, sheet, signing,
                this::refreshQueue);
        AuditViewModel audit = new AuditViewModel(services.verify()::verifyAll, runner, dialogs);
        duplicates = new DuplicatesViewModel(pairs, runner, dialogs);
        // S/L/D open the same decision sheet as A/R: it asks to unlock a key when none is, and signs with it.
        ComparisonViewModel comparison = new ComparisonViewModel(pairs, new SheetPairDecider(sheet), runner, dialogs,
                this::pairDecided);
        EvaluationViewModel evaluation = new EvaluationViewModel(services.metrics()::adjudicatedRuns, runner, dialogs);
        DeskViewModel desk = new DeskViewModel(store.location().toString(), record, decisions, signing, audit,
                duplicates, comparison, evaluation, sourcesAndBriefs(store, services, runner, sheet));
        queue = new QueueViewModel(services.queue(), new QueueMarks(services), runner, dialogs, desk::openEntry,
                () -> DuplicateNotes.byRecord(pairs.pairs()));
        ImportViewModel importing = new ImportViewModel(services.importer(), runner, dialogs, queue::refresh,
                Clock.systemUTC());
        TakesDesk takes = takes(services, runner, dialogs, desk);
        desk.onOpenDocument(new DocumentOpener(takes::openId, desk::openBrief));
        rosterDesk = roster(services, rosterForms, dialogs, runner, keyFolder);
        window = new MainWindow(desk, queue, importing, sheet, stage::close, takes, rosterDesk);
    }

    /** The roster page and File → New signing key…: a roster change tells the unlocked key and the notice. */
    private RosterDesk roster(Services services, RosterDialogs forms, DialogService dialogs, TaskRunner runner,
                              Path keyFolder) {
        RosterWork work = new ServiceRosterWork(services.roster());
        NewKeyViewModel newKey = new NewKeyViewModel(work, forms, dialogs, signing, runner, keyFolder);
        RosterViewModel roster = new RosterViewModel(work, forms, signing, runner, keyFolder, now -> {
            signing.rosterChanged(now);
            newKey.rosterRead(now);
        });
        return new RosterDesk(newKey, roster);
    }

    /** The takes pages: one release-tree choice for the sitting, shared by the list and the take. */
    private TakesDesk takes(Services services, TaskRunner runner, DialogService dialogs, DeskViewModel desk) {
        TakeWorkflows workflows = new ServiceTakeWorkflows(services);
        ReleaseChoice release = new ReleaseChoice(dialogs, DemoReleaseTree.find(services.store().location()));
        OwnerSheetViewModel owner = new OwnerSheetViewModel(runner, signing, dialogs);
        return new TakesDesk(new TakesViewModel(workflows, release, runner, dialogs),
                new TakeViewModel(workflows, release, signing, owner, runner, dialogs), owner, desk::showPage);
    }

    private SourcesAndBriefs sourcesAndBriefs(EvidenceStore store, Services services, TaskRunner runner,
                                              DecisionSheetViewModel sheet) {
        SourceOriginals originals = new SourceOriginals(store, Clock.systemUTC());
        BriefsWorkflow briefList = new BriefsWorkflow(store, services.verify());
        briefs = new BriefsViewModel(briefList::list, runner);
        BriefViewModel brief = new BriefViewModel(briefList, services.checks()::checkBrief,
                new CheckEngine().catalogue(), runner, new DecisionHistoryViewModel(services.verify()::forSubject, runner),
                sheet, this::briefDecided);
        return new SourcesAndBriefs(new ExtractionViewModel(originals, runner, record),
                new OriginalViewModel(originals, runner, record.source()), briefs, brief);
    }

    /** A decision on a brief changes the brief list's Decision column and the queue's. */
    private void briefDecided() {
        briefs.refresh();
        queue.refresh();
    }

    /** A new decision changes the queue's Decision column. */
    private void refreshQueue() {
        queue.refresh();
    }

    /** On exit: the unlocked key's secret bytes are wiped. */
    public void close() {
        signing.lock();
    }

    /** A decision changes no record: the lists read their notes again, the queue keeps its rows. */
    private void pairDecided() {
        duplicates.refresh();
        queue.refreshDuplicates();
    }

    /**
     * Puts the desk in the stage, shows it, and reads the queue; with the start probe asked for,
     * the window says when it is interactive and when the queue's first answer is on screen.
     */
    public void show() {
        // Never larger than the screen: a window past its edges hides the status bar (and overflows a headless screen).
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        Scene scene = new Scene(window, Math.min(1440, screen.getWidth()), Math.min(900, screen.getHeight()));
        scene.getStylesheets().add(DesktopRoot.class.getResource(Styles.STYLESHEET).toExternalForm());
        stage.setTitle("copydesk — editor's desk");
        stage.setScene(scene);
        stage.show();
        List<QueueItem> empty = queue.rowsProperty().get();
        InteractiveSignal.installIfAsked(scene, () -> queue.rowsProperty().get() != empty);
        queue.refresh();
        queue.bringChecksUpToDate();
        rosterDesk.newKey().refresh();
        record.prepare();
        window.focusQueue();
    }
}
