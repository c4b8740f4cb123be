package org.copydesk.app.desktop.takes;

import java.util.function.Consumer;

import org.copydesk.app.desktop.DeskPage;

/** The takes pages of the window: the list, one take, and the owner's sheet; it tells the desk which page shows. */
public final class TakesDesk {

    public static final DeskPage TAKES = new DeskPage("takes");
    public static final DeskPage TAKE = new DeskPage("take");

    private final TakesViewModel list;
    private final TakeViewModel take;
    private final OwnerSheetViewModel sheet;
    private final Consumer<DeskPage> showPage;

    public TakesDesk(TakesViewModel list, TakeViewModel take, OwnerSheetViewModel sheet, Consumer<DeskPage> showPage) {
        this.list = list;
        this.take = take;
        this.sheet = sheet;
        this.showPage = showPage;
    }

    /** View → Analyst takes (Ctrl+T): every take, read afresh. */
    public void showTakes() {
        list.refresh();
        showPage.accept(TAKES);
    }

    public void open(TakeRow row) {
        if (!row.briefing()) {
            list.explainFallback(row);
            return;
        }
        take.load(row.id());
        showPage.accept(TAKE);
    }

    /**
     * Opens a take by digest, as the queue does: a briefing in the take view; a prose-free v2
     * fallback has nothing more to show than the list, which opens instead.
     */
    public void openId(String id) {
        take.load(id, this::showTakes);
        showPage.accept(TAKE);
    }

    public TakesViewModel list() {
        return list;
    }

    public TakeViewModel take() {
        return take;
    }

    public OwnerSheetViewModel sheet() {
        return sheet;
    }
}
