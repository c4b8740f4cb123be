package org.copydesk.app.desktop.roster;

import java.util.function.Consumer;

import org.copydesk.app.desktop.DeskPage;
import org.copydesk.app.desktop.Page;

/** The roster page as the window registers it: View → Roster reads the roster again and shows it. */
public final class RosterPages {

    private RosterPages() {
    }

    public static Page create(RosterDesk roster, Consumer<DeskPage> show, Runnable backToQueue) {
        RosterView view = new RosterView(roster.roster(), backToQueue);
        return Page.of(RosterDesk.ROSTER, view, view::focusTable).inViewMenu("Roster", RosterIds.MENU_ROSTER,
                "Shortcut+Shift+O", () -> {
                    roster.roster().refresh();
                    show.accept(RosterDesk.ROSTER);
                });
    }
}
