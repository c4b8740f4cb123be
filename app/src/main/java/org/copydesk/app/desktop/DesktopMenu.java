package org.copydesk.app.desktop;

import java.util.List;

import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCombination;

import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.importing.ImportViewModel;
import org.copydesk.app.desktop.roster.RosterDesk;
import org.copydesk.app.desktop.roster.RosterIds;
import org.copydesk.app.desktop.sign.SigningViewModel;

/** The menu bar; every command has an accelerator. */
final class DesktopMenu {

    private DesktopMenu() {
    }

    /** The File menu, and the View menu listing the registered pages that have a command. */
    static MenuBar create(ImportViewModel importing, SigningViewModel signing, Runnable quit, RosterDesk roster,
                          List<Page> pages) {
        MenuItem newKey = item("New signing key…", RosterIds.MENU_NEW_KEY, "Shortcut+Shift+K", roster.newKey()::newKey);
        MenuItem unlock = item("Unlock signing key…", Ids.MENU_UNLOCK, "Shortcut+U",
                () -> signing.unlockKeyFile(() -> { }));
        unlock.disableProperty().bind(signing.unlockingProperty());
        MenuItem agent = item("Use the key in my ssh-agent", Ids.MENU_AGENT, "Shortcut+Shift+U",
                () -> signing.useAgent(() -> { }));
        agent.disableProperty().bind(signing.unlockingProperty());
        MenuItem lock = item("Lock signing key", Ids.MENU_LOCK, "Shortcut+L", () -> signing.lock());
        lock.disableProperty().bind(signing.unlockedProperty().not());
        MenuItem importFiles = item("Import files…", Ids.MENU_IMPORT_FILES, "Shortcut+I", importing::chooseFiles);
        MenuItem importFolder = item("Import folder…", Ids.MENU_IMPORT_FOLDER, "Shortcut+Shift+I",
                importing::chooseFolder);
        importFiles.disableProperty().bind(importing.blockedProperty());
        importFolder.disableProperty().bind(importing.blockedProperty());
        MenuItem exit = item("Quit", Ids.MENU_QUIT, "Shortcut+Q", quit);

        Menu view = viewMenu(pages);
        MenuBar bar = new MenuBar(new Menu("File", null, importFiles, importFolder,
                new SeparatorMenuItem(), newKey, unlock, agent, lock, new SeparatorMenuItem(), exit), view);
        bar.setId(Ids.MENU_BAR);
        return bar;
    }

    /** View: one command per registered page that has one, in the order the pages were registered. */
    static Menu viewMenu(List<Page> pages) {
        Menu view = new Menu("View");
        pages.forEach(page -> page.menu().ifPresent(entry ->
                view.getItems().add(item(entry.text(), entry.id(), entry.accelerator(), entry.show()))));
        return view;
    }

    private static MenuItem item(String text, String id, String accelerator, Runnable action) {
        MenuItem item = new MenuItem(text);
        item.setId(id);
        item.setAccelerator(KeyCombination.keyCombination(accelerator));
        item.setOnAction(event -> action.run());
        return item;
    }
}
