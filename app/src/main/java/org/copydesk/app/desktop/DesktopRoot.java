package org.copydesk.app.desktop;

import java.nio.file.Path;
import java.time.ZoneId;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.BooleanSupplier;

import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.stage.Screen;
import javafx.stage.Stage;

import org.copydesk.app.AppRoot;
import org.copydesk.app.StoreLocations;
import org.copydesk.app.desktop.audit.AuditViewModel;
import org.copydesk.app.desktop.briefs.BriefSource;
import org.copydesk.app.desktop.briefs.BriefViewModel;
import org.copydesk.app.desktop.briefs.BriefsViewModel;
import org.copydesk.app.desktop.checks.ChecksViewModel;
import org.copydesk.app.desktop.claims.ReviewClaimsViewModel;
import org.copydesk.app.desktop.common.DialogService;
import org.copydesk.app.desktop.common.FxTaskRunner;
import org.copydesk.app.desktop.common.Styles;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.desktop.connection.ConnectionBanner;
import org.copydesk.app.desktop.connection.ConnectionViewModel;
import org.copydesk.app.desktop.stores.OpenStoreDialog;
import org.copydesk.app.desktop.stores.OpenStoreViewModel;
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
import org.copydesk.app.desktop.importing.DemoSeedViewModel;
import org.copydesk.app.desktop.importing.ImportViewModel;
import org.copydesk.app.desktop.live.LiveTicker;
import org.copydesk.app.desktop.live.LiveUpdates;
import org.copydesk.app.desktop.live.StoreFeed;
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
import org.copydesk.app.desktop.sign.KeyUnlocker;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.app.desktop.sign.SigningViewModel;
import org.copydesk.app.desktop.takes.OwnerSheetViewModel;
import org.copydesk.app.desktop.takes.ReleaseChoice;
import org.copydesk.app.desktop.takes.ServiceTakeWorkflows;
import org.copydesk.app.desktop.takes.TakeViewModel;
import org.copydesk.app.desktop.takes.TakeWorkflows;
import org.copydesk.app.desktop.takes.TakesDesk;
import org.copydesk.app.desktop.takes.TakesViewModel;
import org.copydesk.app.workflow.BriefsWorkflow;
import org.copydesk.app.workflow.DemoReleaseTree;
import org.copydesk.app.workflow.ImportProgress;
import org.copydesk.app.workflow.check.RecordChecks;
import org.copydesk.app.workflow.log.LogReport;
import org.copydesk.store.ChangeKind;
import org.copydesk.store.EvidenceStore;

/** The window's half of the wiring: the view models and views, once, over what the process's {@link AppRoot} built. */
public final class DesktopRoot {

    private final Stage stage;
    private final MainWindow window;
    private final QueueViewModel queue;
    private final RecordViewModel record;
    private final DuplicatesViewModel duplicates;
    private final SigningViewModel signing;
    private BriefsViewModel briefs;
    private final RosterDesk rosterDesk;
    private final ConnectionViewModel connection;
    private final DemoSeedViewModel seeding;
    private final AppRoot app;
    private final DeskViewModel desk;
    private final DeskModels models;
    private final StoreFeed feed;
    private final LiveTicker ticker;
    private final TaskRunner runner;
    private final FxTicker claimTicker = new FxTicker();
    private final ReviewClaimsViewModel claims;

    public DesktopRoot(AppRoot app, Stage stage) {
        this(app, stage, new FxDialogService(stage), IdlePolicy.standard());
    }

    /**
     * With the dialogs and idle policy given (a test's, or the bench's window probe, which has nobody
     * to answer a dialog), the roster forms and key folder the window's own.
     */
    public DesktopRoot(AppRoot app, Stage stage, DialogService dialogs, IdlePolicy idle) {
        this(app, stage, dialogs, idle, new FxRosterDialogs(stage),
                StoreLocations.keyFolder(System.getenv(), System.getProperty("user.home")));
    }

    /**
     * With the dialogs and idle policy given, so that a test can answer a file chooser the headless
     * toolkit cannot show and need not wait fifteen minutes.
     */
    DesktopRoot(AppRoot app, Stage stage, DialogService dialogs, IdlePolicy idle, RosterDialogs rosterForms,
                Path keyFolder) {
        this(app, stage, dialogs, idle, rosterForms, keyFolder, new KeyFilesAndAgent());
    }

    /** With the key files and agent given too, so that a test can point the window at its own ssh-agent. */
    DesktopRoot(AppRoot app, Stage stage, DialogService dialogs, IdlePolicy idle, RosterDialogs rosterForms,
                Path keyFolder, KeyUnlocker keys) {
        this.stage = stage;
        this.app = app;
        EvidenceStore store = app.store();
        // Every job that finds the store gone turns the banner on; the desk asks the store again by itself.
        connection = new ConnectionViewModel(store::ping, new FxTaskRunner(app.executor()), new FxDelays());
        runner = connection.watching(new FxTaskRunner(app.executor()));
        PairSource pairs = new StorePairSource(app.duplicates(), app.verify(), store.runs(), store.queue());
        record = new RecordViewModel(new WorkflowRecordSource(app.records()), runner, dialogs,
                sha -> pairs.pairs().stream().filter(p -> p.names(sha)).map(p -> p.lineFor(sha)).toList());
        signing = new SigningViewModel(app.roster()::current, keys, runner, dialogs, idle);
        DecisionSheetViewModel sheet = new DecisionSheetViewModel(runner, app.decisions()::decide, signing,
                ZoneId.systemDefault());
        ChecksViewModel checks = new ChecksViewModel(app.checks()::checkRun, app.checkCatalogue(), runner, record);
        DecisionHistoryViewModel history = new DecisionHistoryViewModel(app.verify()::forSubject, runner);
        RecordDecisionsViewModel decisions = new RecordDecisionsViewModel(record, checks, history, sheet, signing,
                this::refreshQueue);
        AuditViewModel audit = new AuditViewModel(app.verify()::verifyAll, runner, dialogs);
        audit.checkLogWith(app.log()::reportWithWitness);
        duplicates = new DuplicatesViewModel(pairs, runner, dialogs);
        // S/L/D open the same decision sheet as A/R: it asks to unlock a key when none is, and signs with it.
        ComparisonViewModel comparison = new ComparisonViewModel(pairs, new SheetPairDecider(sheet), runner, dialogs,
                this::pairDecided);
        EvaluationViewModel evaluation = new EvaluationViewModel(app.metrics()::adjudicatedRuns, runner, dialogs);
        models = deskModels(app, runner, sheet, decisions, audit, comparison, evaluation);
        desk = new DeskViewModel(StoreLabel.of(store.location()), signing.keyLineProperty(), models);
        queue = new QueueViewModel(new WorkflowQueueSource(app.queue()),
                new QueueMarks(store.checkStates(), app.checks(), app.decisionStates()),
                runner, dialogs, desk::openEntry, () -> DuplicateNotes.byRecord(pairs.pairs()));
        ImportViewModel importing = new ImportViewModel(app.importer()::importPaths, runner, dialogs, queue::refresh,
                app.clock());
        TakesDesk takes = takes(app, runner, dialogs, desk);
        desk.onOpenDocument(new DocumentOpener(takes::openId, desk::openBrief));
        rosterDesk = roster(app, rosterForms, dialogs, runner, keyFolder);
        seeding = new DemoSeedViewModel(runner, dialogs);
        sheet.watchStore(connection, sha -> store.decisions().find(sha).isPresent());
        importing.watchStore(connection.availableProperty());
        connection.onReconnected(queue::refresh);
        window = new MainWindow(desk, models, queue, importing, sheet, stage::close, takes, rosterDesk, seeding);
        window.addNotice(new ConnectionBanner(connection));
        claims = reviewClaims(app, dialogs, decisions);
        feed = new StoreFeed(store);
        LiveUpdates updates = live();
        ticker = new LiveTicker(updates);
        window.showOnStatusBar(updates.lineProperty());
    }

    /**
     * Review claims: the record open on the record page is claimed for the unlocked key's reviewer;
     * other desks' claims show on the queue's rows and the record, and deciding over one asks first.
     */
    private ReviewClaimsViewModel reviewClaims(AppRoot app, DialogService dialogs, RecordDecisionsViewModel decisions) {
        ReviewClaimsViewModel claims = new ReviewClaimsViewModel(new WorkflowClaimBook(app.claims()), runner, signing,
                dialogs, ZoneId.systemDefault(), claimTicker);
        javafx.beans.InvalidationListener follow = o -> claims.follow(
                desk.pageProperty().get() == DeskPage.RECORD && !record.recordSha256Property().get().isEmpty()
                        ? Optional.of(record.recordSha256Property().get()) : Optional.empty());
        desk.pageProperty().addListener(follow);
        record.recordSha256Property().addListener(follow);
        javafx.beans.binding.Bindings.bindContent(queue.claimLines(), claims.lines());
        record.reviewingLineProperty().bind(claims.recordLineProperty());
        decisions.beforeDeciding(claims::mayDecide, ZoneId.systemDefault());
        queue.claimsOf(claims::me);
        // The filter keeps one's own claims: who one is changes with the key.
        signing.unlockedProperty().addListener((obs, was, now) -> {
            if (queue.unclaimedOnlyProperty().get()) {
                queue.filterUnclaimed(true);
            }
        });
        claims.lines().addListener((javafx.collections.MapChangeListener<String, String>) change -> {
            if (queue.unclaimedOnlyProperty().get()) {
                queue.refresh();
            }
        });
        return claims;
    }

    /** This desk's witness of the store's log, observed and checked in the background. */
    private void checkLog() {
        runner.run(progress -> {
            app.log().witness().observe();
            return app.log().reportWithWitness();
        }, desk::showLog, error -> desk.showLog(new LogReport(0, "", Optional.empty(),
                List.of("the decision log could not be checked: " + error.getMessage()))));
    }

    /** The roster page and File → New signing key…: a roster change tells the unlocked key and the notice. */
    private RosterDesk roster(AppRoot app, RosterDialogs forms, DialogService dialogs, TaskRunner runner,
                              Path keyFolder) {
        RosterWork work = new ServiceRosterWork(app.roster());
        NewKeyViewModel newKey = new NewKeyViewModel(work, forms, dialogs, signing, runner, keyFolder);
        RosterViewModel roster = new RosterViewModel(work, forms, signing, runner, keyFolder, now -> {
            signing.rosterChanged(now);
            newKey.rosterRead(now);
        });
        return new RosterDesk(newKey, roster);
    }

    /** The takes pages: one release-tree choice for the sitting, shared by the list and the take. */
    private TakesDesk takes(AppRoot app, TaskRunner runner, DialogService dialogs, DeskViewModel desk) {
        TakeWorkflows workflows = new ServiceTakeWorkflows(app.takes(), app.promote(), app.fallback(), app.verify(),
                app.decisionStates());
        ReleaseChoice release = new ReleaseChoice(dialogs, DemoReleaseTree.find(app.store().location()));
        OwnerSheetViewModel owner = new OwnerSheetViewModel(runner, signing, dialogs);
        TakeViewModel take = new TakeViewModel(workflows, release, signing, owner, runner, dialogs);
        // A promotion or a fallback changes a take's status and decision in the queue.
        take.onReleased(queue::refresh);
        return new TakesDesk(new TakesViewModel(workflows, release, runner, dialogs), take, owner, desk::showPage);
    }

    /** The view models of the desk's own pages; the briefs and originals are built here, the rest given. */
    private DeskModels deskModels(AppRoot app, TaskRunner runner, DecisionSheetViewModel sheet,
                                  RecordDecisionsViewModel decisions, AuditViewModel audit,
                                  ComparisonViewModel comparison, EvaluationViewModel evaluation) {
        WorkflowOriginals originals = new WorkflowOriginals(app.originals());
        BriefsWorkflow briefList = app.briefs();
        briefs = new BriefsViewModel(briefList::list, runner);
        BriefSource source = BriefSource.of(briefList::open,
                sha -> app.checks().checkBrief(sha).map(RecordChecks::report));
        BriefViewModel brief = new BriefViewModel(source, app.checkCatalogue(), runner,
                new DecisionHistoryViewModel(app.verify()::forSubject, runner), sheet, this::briefDecided);
        return new DeskModels(record, decisions, new ExtractionViewModel(originals, runner, record),
                new OriginalViewModel(originals, runner, record.source()), signing, audit, duplicates, comparison,
                evaluation, briefs, brief);
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

    /**
     * File → Open store… ({@value #OPEN_STORE_KEYS}), opening {@code openStore}'s dialog; the store
     * opened replaces this desk (the caller rebuilds the window over it).
     */
    void offerOpenStore(OpenStoreViewModel<?> openStore) {
        javafx.scene.control.MenuItem item = new javafx.scene.control.MenuItem("Open store…");
        item.setId(OPEN_STORE_MENU);
        item.setAccelerator(javafx.scene.input.KeyCombination.keyCombination(OPEN_STORE_KEYS));
        item.setOnAction(e -> OpenStoreDialog.show(stage, openStore));
        window.addFileItem(item);
    }

    static final String OPEN_STORE_MENU = "menu-open-store";
    static final String OPEN_STORE_KEYS = "Shortcut+Shift+S";

    /** Whether the store answers, and the banner's state. */
    ConnectionViewModel connection() {
        return connection;
    }

    /**
     * On exit: this desk's review claim is given back, the unlocked key's secret bytes are wiped,
     * and other desks' changes no longer watched.
     */
    public void close() {
        claims.close();
        claimTicker.stop();
        signing.lock();
        ticker.stop();
        feed.close();
    }

    /**
     * What other desks commit shows here without a refresh: the queue on an import, a check, a
     * decision or a claim; the open record's decisions; the audit and the duplicate suggestions
     * when they are showing.
     */
    private LiveUpdates live() {
        LiveUpdates updates = new LiveUpdates(feed, runner, app.clock(), java.time.ZoneId.systemDefault());
        updates.onChange(EnumSet.of(ChangeKind.IMPORTS, ChangeKind.CHECKS, ChangeKind.DECISIONS, ChangeKind.CLAIMS),
                queue::refresh);
        updates.onChange(EnumSet.of(ChangeKind.DECISIONS), () -> {
            if (desk.pageProperty().get() == DeskPage.RECORD) {
                models.decisions().refreshDecisions();
            }
        });
        updates.onChange(EnumSet.of(ChangeKind.CLAIMS), claims::refresh);
        updates.onChange(EnumSet.of(ChangeKind.DECISIONS, ChangeKind.ROSTER), () -> {
            if (desk.pageProperty().get() == DeskPage.AUDIT) {
                models.audit().refresh();
            }
        });
        // The notice above the queue says what signing needs, from the roster: another desk may have just pinned it.
        updates.onChange(EnumSet.of(ChangeKind.ROSTER), () -> rosterDesk.newKey().refresh());
        updates.onChange(EnumSet.of(ChangeKind.IMPORTS, ChangeKind.DECISIONS), () -> {
            if (desk.pageProperty().get() == DeskPage.DUPLICATES) {
                duplicates.refresh();
            }
        });
        return updates;
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
        show(Optional.empty());
    }

    /**
     * As {@link #show()}; a new demo store's {@code seed}, when given, runs in the background after
     * the window is on screen, with its progress shown, and the queue is read once it is in.
     */
    public void show(Optional<Consumer<ImportProgress>> seed) {
        // Never larger than the screen: a window past its edges hides the status bar (and overflows a headless screen).
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        Scene scene = new Scene(window, Math.min(1440, screen.getWidth()), Math.min(900, screen.getHeight()));
        scene.getStylesheets().add(DesktopRoot.class.getResource(Styles.STYLESHEET).toExternalForm());
        stage.setTitle("copydesk — editor's desk");
        stage.setScene(scene);
        stage.show();
        List<QueueItem> empty = queue.rowsProperty().get();
        // While the demo store is being filled, its first page is the first one with rows in it.
        BooleanSupplier queueShown = () -> queue.rowsProperty().get() != empty
                && (seed.isEmpty() || !queue.rowsProperty().get().isEmpty());
        InteractiveSignal.installIfAsked(scene, queueShown);
        window.focusQueue();
        if (seed.isPresent()) {
            queue.waitFor(DemoSeedViewModel.PREPARING);
            // The seed imports on both cores: started with the window it slows the first frame down.
            // The change feed reports the seed's commits like another desk's, so the queue shows
            // its runs as they land instead of once the whole seed (its checks too) is in.
            Pulses.once(scene, () -> true, () -> {
                ticker.start();
                seeding.seed(seed.get(), () -> {
                    queue.doneWaiting();
                    readStore();
                });
            });
        } else {
            readStore();
        }
        // What the first frame and the queue's first page need not wait for, and would share
        // two cores with: it follows them (and a first launch's seed). Checking stale runs (all
        // of them, after an update of the checks) and the log's witness are long work in the background.
        Pulses.once(scene, () -> queueShown.getAsBoolean() && !seeding.runningProperty().get(), () -> {
            queue.bringChecksUpToDate();
            checkLog();
            record.prepare();
            window.prepareRecordPage();
        });
    }

    /** The store's first reads: the queue, and the roster for the signing notice. */
    private void readStore() {
        queue.refresh();
        // Read now, not after the first page: the notice it may show above the queue would move it.
        rosterDesk.newKey().refresh();
        // Other desks' changes from now on (the first poll is a tick away, after the queue's first read).
        ticker.start();
    }
}
