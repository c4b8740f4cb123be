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
import org.copydesk.app.desktop.roster.RosterDesk;
import org.copydesk.app.desktop.roster.RosterIds;
import org.copydesk.app.desktop.takes.TakeIds;
import org.copydesk.app.desktop.takes.TakesDesk;

/** The menu bar; every command has an accelerator. */
final class DesktopMenu {

    private DesktopMenu() {
    }

    static MenuBar create(ImportViewModel importing, DeskViewModel desk, Runnable quit, TakesDesk takes,
                          RosterDesk roster) {
        MenuItem newKey = item("New signing key…", RosterIds.MENU_NEW_KEY, "Shortcut+Shift+K", roster.newKey()::newKey);
        MenuItem unlock = item("Unlock signing key…", Ids.MENU_UNLOCK, "Shortcut+U", () -> desk.signing().unlock());
        unlock.disableProperty().bind(desk.signing().unlockingProperty());
        MenuItem agent = item("Use the key in my ssh-agent", Ids.MENU_AGENT, "Shortcut+Shift+U",
                () -> desk.signing().useAgent(() -> { }));
        agent.disableProperty().bind(desk.signing().unlockingProperty());
        MenuItem lock = item("Lock signing key", Ids.MENU_LOCK, "Shortcut+L", () -> desk.signing().lock());
        lock.disableProperty().bind(desk.signing().unlockedProperty().not());
        MenuItem importFiles = item("Import files…", Ids.MENU_IMPORT_FILES, "Shortcut+I", importing::chooseFiles);
        MenuItem importFolder = item("Import folder…", Ids.MENU_IMPORT_FOLDER, "Shortcut+Shift+I",
                importing::chooseFolder);
        importFiles.disableProperty().bind(importing.runningProperty());
        importFolder.disableProperty().bind(importing.runningProperty());
        MenuItem exit = item("Quit", Ids.MENU_QUIT, "Shortcut+Q", quit);

        Menu view = new Menu("View", null,
                item("Queue", Ids.MENU_QUEUE, "Shortcut+1", desk::backToQueue),
                item("Duplicates", Ids.MENU_DUPLICATES, "Shortcut+D", desk::showDuplicates),
                item("Audit", Ids.MENU_AUDIT, "Shortcut+Shift+A", desk::showAudit),
                item("Analyst takes", TakeIds.MENU_TAKES, "Shortcut+T", takes::showTakes),
                item("Evaluation", EvaluationIds.MENU, "Shortcut+E", desk::showEvaluation),
                item("Research briefs", BriefIds.MENU_BRIEFS, "Shortcut+B", desk::showBriefs),
                item("Roster", RosterIds.MENU_ROSTER, "Shortcut+Shift+O", () -> {
                    roster.roster().refresh();
                    desk.showPage(DeskPage.ROSTER);
                }));
        MenuBar bar = new MenuBar(new Menu("File", null, importFiles, importFolder,
                new SeparatorMenuItem(), newKey, unlock, agent, lock, new SeparatorMenuItem(), exit), view);
        bar.setId(Ids.MENU_BAR);
        return bar;
    }

    private static MenuItem item(String text, String id, String accelerator, Runnable action) {
        MenuItem item = new MenuItem(text);
        item.setId(id);
        item.setAccelerator(KeyCombination.keyCombination(accelerator));
        item.setOnAction(event -> action.run());
        return item;
    }
}
