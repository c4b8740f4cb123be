package org.copydesk.app.desktop;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.Label;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.DragEvent;
import javafx.scene.input.InputEvent;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import javafx.util.Duration;

import org.controlsfx.control.StatusBar;
import org.copydesk.app.desktop.audit.AuditView;
import org.copydesk.app.desktop.briefs.BriefIds;
import org.copydesk.app.desktop.briefs.BriefView;
import org.copydesk.app.desktop.briefs.BriefsView;
import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.Styles;
import org.copydesk.app.desktop.decide.DecisionSheet;
import org.copydesk.app.desktop.decide.DecisionSheetViewModel;
import org.copydesk.app.desktop.duplicates.ComparisonView;
import org.copydesk.app.desktop.duplicates.DuplicatesView;
import org.copydesk.app.desktop.evaluation.EvaluationIds;
import org.copydesk.app.desktop.evaluation.EvaluationView;
import org.copydesk.app.desktop.importing.DemoSeedViewModel;
import org.copydesk.app.desktop.importing.ImportBar;
import org.copydesk.app.desktop.importing.ImportViewModel;
import org.copydesk.app.desktop.importing.SeedBar;
import org.copydesk.app.desktop.queue.QueueView;
import org.copydesk.app.desktop.queue.QueueViewModel;
import org.copydesk.app.desktop.record.RecordView;
import org.copydesk.app.desktop.roster.RosterDesk;
import org.copydesk.app.desktop.roster.RosterPages;
import org.copydesk.app.desktop.roster.SigningNotice;
import org.copydesk.app.desktop.takes.OwnerSheet;
import org.copydesk.app.desktop.takes.TakesDesk;
import org.copydesk.app.desktop.takes.TakesPages;

/** The window's content: menu, the queue or a record, the import strip and the status bar; drop files to import. */
final class MainWindow extends BorderPane {

    private final QueueView queueView;
    private final PageStack pages;
    private final VBox top;

    private final StatusBar status;

    MainWindow(DeskViewModel desk, DeskModels models, QueueViewModel queue, ImportViewModel importing, DecisionSheetViewModel sheet,
               Runnable quit, TakesDesk takes, RosterDesk roster, DemoSeedViewModel seeding) {
        getStyleClass().add(Styles.DESK);
        queueView = new QueueView(queue);
        RecordView recordView = new RecordView(models.record(), models.decisions(), models.extraction(), models.original(),
                desk::backFromRecord);
        DuplicatesView duplicatesView = new DuplicatesView(models.duplicates(), desk::compare, desk::backToQueue);
        ComparisonView comparisonView = new ComparisonView(models.comparison(), desk::backToDuplicates, desk::openEntry);
        BriefsView briefsView = new BriefsView(models.briefs(), desk::openBrief, desk::backToQueue);
        BriefView briefView = new BriefView(models.brief(), desk::backFromBrief);
        EvaluationView evaluationView = new EvaluationView(models.evaluation(), desk::backToQueue);
        // The registry: each page once, with its view, what takes the keyboard, and its View-menu command.
        // The menu lists them in this order.
        List<Page> registered = new ArrayList<>(List.of(
                Page.of(DeskPage.QUEUE, queueView, queueView::focusTable)
                        .inViewMenu("Queue", Ids.MENU_QUEUE, "Shortcut+1", desk::backToQueue),
                Page.of(DeskPage.RECORD, recordView, () -> { }),
                Page.of(DeskPage.DUPLICATES, duplicatesView, duplicatesView::focusTable)
                        .inViewMenu("Duplicates", Ids.MENU_DUPLICATES, "Shortcut+D", desk::showDuplicates),
                Page.of(DeskPage.COMPARISON, comparisonView, comparisonView::focusFields),
                Page.of(DeskPage.AUDIT, new AuditView(models.audit(), desk::backToQueue), () -> { })
                        .inViewMenu("Audit", Ids.MENU_AUDIT, "Shortcut+Shift+A", desk::showAudit)));
        registered.addAll(TakesPages.create(takes, desk::backToQueue));
        registered.add(Page.of(DeskPage.EVALUATION, evaluationView, evaluationView::focusTable)
                .inViewMenu("Evaluation", EvaluationIds.MENU, "Shortcut+E", desk::showEvaluation));
        registered.add(Page.of(DeskPage.BRIEFS, briefsView, briefsView::focusTable)
                .inViewMenu("Research briefs", BriefIds.MENU_BRIEFS, "Shortcut+B", desk::showBriefs));
        registered.add(Page.of(DeskPage.BRIEF, briefView, briefView::requestFocus));
        registered.add(RosterPages.create(roster, desk::showPage, desk::backToQueue));
        pages = new PageStack(desk.pageProperty(), List.of(new DecisionSheet(sheet), new OwnerSheet(takes.sheet())));
        registered.forEach(pages::add);

        status = new StatusBar();
        status.setId(Ids.STATUS_BAR);
        status.textProperty().bind(desk.storeLineProperty().concat("  ·  ").concat(queue.summaryProperty())
                .concat("  ·  ").concat(desk.keyLineProperty()).concat(desk.logLineProperty()));

        top = new VBox(DesktopMenu.create(importing, models.signing(), quit, roster, registered),
                new SigningNotice(roster.newKey(), () -> models.signing().unlock()));
        setTop(top);
        setCenter(pages);
        setBottom(new VBox(new SeedBar(seeding), new ImportBar(importing), status));

        addEventFilter(KeyEvent.KEY_TYPED, this::onSlash);
        // Any input counts as presence; a key left unlocked at an empty desk locks itself.
        addEventFilter(InputEvent.ANY, event -> models.signing().touch());
        Timeline idle = new Timeline(new KeyFrame(Duration.seconds(5), event -> models.signing().lockIfIdle()));
        idle.setCycleCount(Animation.INDEFINITE);
        idle.play();
        setOnDragOver(MainWindow::acceptFiles);
        setOnDragDropped(event -> dropped(event, importing));
    }

    /** {@code /} anywhere but in a text field puts the caret in the queue's search box. */
    private void onSlash(KeyEvent event) {
        if ("/".equals(event.getCharacter()) && !(event.getTarget() instanceof TextInputControl)
                && queueView.isVisible()) {
            queueView.focusSearch();
            event.consume();
        }
    }

    /** A line at the status bar's right end, for example whether other desks' changes arrive. */
    void showOnStatusBar(ObservableValue<String> text) {
        Label label = new Label();
        label.textProperty().bind(text);
        label.setId(Ids.LIVE_LINE);
        status.getRightItems().add(label);
    }

    /** Puts {@code item} first in the File menu (File → Open store…). */
    void addFileItem(javafx.scene.control.MenuItem item) {
        javafx.scene.control.MenuBar bar = (javafx.scene.control.MenuBar) top.getChildren().get(0);
        bar.getMenus().get(0).getItems().add(0, item);
    }

    /** Adds a strip under the menu and the signing notice (the connection banner). */
    void addNotice(javafx.scene.Node notice) {
        top.getChildren().add(notice);
    }

    void focusQueue() {
        queueView.focusTable();
    }

    /**
     * Styles and lays out the record page while the editor looks at the queue, so the first
     * record opened finds it made; asked for once the queue's first page is on screen.
     */
    void prepareRecordPage() {
        pages.attach(DeskPage.RECORD);
    }

    private static void acceptFiles(DragEvent event) {
        if (event.getDragboard().hasFiles()) {
            event.acceptTransferModes(TransferMode.COPY);
        }
        event.consume();
    }

    private static void dropped(DragEvent event, ImportViewModel importing) {
        List<File> files = event.getDragboard().hasFiles() ? event.getDragboard().getFiles() : List.of();
        List<Path> paths = files.stream().map(File::toPath).toList();
        importing.importPaths(paths);
        event.setDropCompleted(!paths.isEmpty());
        event.consume();
    }
}
