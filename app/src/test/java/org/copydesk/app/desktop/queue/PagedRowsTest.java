package org.copydesk.app.desktop.queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

import javafx.collections.ListChangeListener;

import org.copydesk.store.QueueRow;
import org.junit.jupiter.api.Test;

class PagedRowsTest {

    private static final int HUNDRED_THOUSAND = 100_000;

    private final List<Integer> offsetsRead = new ArrayList<>();
    private final List<Runnable> pending = new ArrayList<>();

    @Test
    void readsOnlyThePageOfARowAskedFor() {
        PagedRows rows = new PagedRows(HUNDRED_THOUSAND, this::loadLater);
        rows.get(54_321);
        assertEquals(List.of(54_300), offsetsRead);
        rows.get(54_399);
        assertEquals(1, offsetsRead.size(), "a second row of the same page is not read again");
    }

    @Test
    void aRowIsAPlaceholderUntilItsPageArrivesThenTheSameItemIsFilledInPlace() {
        PagedRows rows = new PagedRows(HUNDRED_THOUSAND, this::loadLater);
        List<ListChangeListener.Change<? extends QueueItem>> changes = new ArrayList<>();
        rows.addListener((ListChangeListener<QueueItem>) changes::add);
        QueueItem item = rows.get(7);
        assertFalse(item.isLoaded());
        pending.forEach(Runnable::run);
        assertTrue(item.isLoaded());
        assertEquals(row(7).recordSha256(), item.recordSha256().orElseThrow());
        assertSame(item, rows.get(7));
        assertTrue(changes.isEmpty(), "the list never changes, so the table keeps its selection");
    }

    @Test
    void scrollingThroughAHundredThousandRowsKeepsABoundedCache() {
        PagedRows rows = new PagedRows(HUNDRED_THOUSAND, this::loadLater);
        for (int i = 0; i < HUNDRED_THOUSAND; i += 37) {
            rows.get(i);
        }
        assertTrue(rows.cachedPages() <= 64, "cached pages: " + rows.cachedPages());
    }

    @Test
    void findingAnItemDoesNotWalkTheList() {
        PagedRows rows = new PagedRows(HUNDRED_THOUSAND, this::loadLater);
        QueueItem item = rows.get(99_999);
        assertEquals(99_999, rows.indexOf(item));
        assertEquals(1, offsetsRead.size());
    }

    private void loadLater(int offset, int limit, Consumer<List<QueueLine>> loaded) {
        offsetsRead.add(offset);
        List<QueueLine> page = new ArrayList<>();
        for (int i = offset; i < offset + limit; i++) {
            page.add(new QueueLine("shadow_run", row(i), RowMark.UNKNOWN));
        }
        pending.add(() -> loaded.accept(page));
    }

    private static QueueRow row(int i) {
        return new QueueRow(String.format("%064d", i), "run-" + i, "poll", "needs_human_review", Optional.empty(),
                Optional.of("Poll " + i), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
                "2026-10-14T00:00:00Z");
    }
}
