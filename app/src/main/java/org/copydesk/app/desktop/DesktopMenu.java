package org.copydesk.app.desktop;

import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCombination;

import org.copydesk.app.desktop.briefs.BriefIds;
import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.evaluation.EvaluationIds;
import org.copydesk.app.desktop.importing.ImportViewModel;
import org.copydesk.app.desktop.takes.TakeIds;
import org.copydesk.app.desktop.takes.TakesDesk;

/** The menu bar; every command has an accelerator. */
final class DesktopMenu {

    private DesktopMenu() {
    }

    static MenuBar create(ImportViewModel importing, DeskViewModel desk, Runnable quit, TakesDesk takes) {
        MenuItem unlock = new MenuItem("Unlock signing key…");
        unlock.setId(Ids.MENU_UNLOCK);
        unlock.setAccelerator(KeyCombination.keyCombination("Shortcut+U"));
        unlock.setOnAction(event -> desk.signing().unlock());
        unlock.disableProperty().bind(desk.signing().unlockingProperty());
        MenuItem lock = new MenuItem("Lock signing key");
        lock.setId(Ids.MENU_LOCK);
        lock.setAccelerator(KeyCombination.keyCombination("Shortcut+L"));
        lock.setOnAction(event -> desk.signing().lock());
        lock.disableProperty().bind(desk.signing().unlockedProperty().not());

        MenuItem queue = new MenuItem("Queue");
        queue.setId(Ids.MENU_QUEUE);
        queue.setAccelerator(KeyCombination.keyCombination("Shortcut+1"));
        queue.setOnAction(event -> desk.backToQueue());
        MenuItem duplicates = new MenuItem("Duplicates");
        duplicates.setId(Ids.MENU_DUPLICATES);
        duplicates.setAccelerator(KeyCombination.keyCombination("Shortcut+D"));
        duplicates.setOnAction(event -> desk.showDuplicates());
        MenuItem audit = new MenuItem("Audit");
        audit.setId(Ids.MENU_AUDIT);
        audit.setAccelerator(KeyCombination.keyCombination("Shortcut+Shift+A"));
        audit.setOnAction(event -> desk.showAudit());

        MenuItem briefs = new MenuItem("Research briefs");
        briefs.setId(BriefIds.MENU_BRIEFS);
        briefs.setAccelerator(KeyCombination.keyCombination("Shortcut+B"));
        briefs.setOnAction(event -> desk.showBriefs());
        MenuItem analystTakes = new MenuItem("Analyst takes");
        analystTakes.setId(TakeIds.MENU_TAKES);
        analystTakes.setAccelerator(KeyCombination.keyCombination("Shortcut+T"));
        analystTakes.setOnAction(event -> takes.showTakes());
        MenuItem evaluation = new MenuItem("Evaluation");
        evaluation.setId(EvaluationIds.MENU);
        evaluation.setAccelerator(KeyCombination.keyCombination("Shortcut+E"));
        evaluation.setOnAction(event -> desk.showEvaluation());

        MenuItem importFiles = new MenuItem("Import files…");
        importFiles.setId(Ids.MENU_IMPORT_FILES);
        importFiles.setAccelerator(KeyCombination.keyCombination("Shortcut+I"));
        importFiles.setOnAction(event -> importing.chooseFiles());

        MenuItem importFolder = new MenuItem("Import folder…");
        importFolder.setId(Ids.MENU_IMPORT_FOLDER);
        importFolder.setAccelerator(KeyCombination.keyCombination("Shortcut+Shift+I"));
        importFolder.setOnAction(event -> importing.chooseFolder());
        importFiles.disableProperty().bind(importing.runningProperty());
        importFolder.disableProperty().bind(importing.runningProperty());

        MenuItem exit = new MenuItem("Quit");
        exit.setId(Ids.MENU_QUIT);
        exit.setAccelerator(KeyCombination.keyCombination("Shortcut+Q"));
        exit.setOnAction(event -> quit.run());

        MenuBar bar = new MenuBar(new Menu("File", null, importFiles, importFolder,
                new SeparatorMenuItem(), unlock, lock, new SeparatorMenuItem(), exit),
                new Menu("View", null, queue, duplicates, audit, analystTakes, evaluation, briefs));
        bar.setId(Ids.MENU_BAR);
        return bar;
    }
}
