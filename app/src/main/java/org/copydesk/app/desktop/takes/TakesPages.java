package org.copydesk.app.desktop.takes;

import java.util.List;

import org.copydesk.app.desktop.Page;

/** The takes' two pages as the window registers them: the list (View → Analyst takes) and one take. */
public final class TakesPages {

    private TakesPages() {
    }

    public static List<Page> create(TakesDesk takes, Runnable backToQueue) {
        TakesView list = new TakesView(takes.list(), takes::open, backToQueue);
        TakeView take = new TakeView(takes.take(), takes::showTakes);
        return List.of(
                Page.of(TakesDesk.TAKES, list, list::focusTable)
                        .inViewMenu("Analyst takes", TakeIds.MENU_TAKES, "Shortcut+T", takes::showTakes),
                Page.of(TakesDesk.TAKE, take, take::focusContent));
    }
}
