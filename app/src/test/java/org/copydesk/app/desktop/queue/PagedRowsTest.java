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

import org.copydesk.store.RecordColumns;
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

    @Test
    void aListStartedWithItsFirstPageShowsItUnreadAndGrowsByAddingTheRest() {
        List<MarkedRow> first = new ArrayList<>();
        for (int i = 0; i < PagedRows.PAGE_SIZE; i++) {
            first.add(new MarkedRow("shadow_run", row(i), RowMark.UNKNOWN));
        }
        PagedRows rows = new PagedRows(first.size(), this::loadLater, first);
        QueueItem top = rows.get(0);
        assertTrue(top.isLoaded(), "the first page came with the question");
        assertTrue(offsetsRead.isEmpty());
        List<String> changes = new ArrayList<>();
        rows.addListener((ListChangeListener<QueueItem>) change -> {
            while (change.next()) {
                changes.add((change.wasAdded() ? "added " : "changed ") + change.getFrom() + "-" + change.getTo()
                        + (change.wasRemoved() ? " removed" : ""));
            }
        });
        rows.growTo(HUNDRED_THOUSAND);
        assertEquals(List.of("added 100-100000"), changes, "rows are added after the first page, none replaced");
        assertEquals(HUNDRED_THOUSAND, rows.size());
        assertSame(top, rows.get(0));
        rows.get(250);
        assertEquals(List.of(200), offsetsRead, "the rest is read a page at a time when asked for");
    }

    @Test
    void aListShownLongerThanItsCountIsCutToItAndAPageReadAheadShowsUnasked() {
        PagedRows rows = new PagedRows(350, this::loadLater);
        List<MarkedRow> third = new ArrayList<>();
        for (int i = 200; i < 300; i++) {
            third.add(new MarkedRow("shadow_run", row(i), RowMark.UNKNOWN));
        }
        rows.fillPage(2, third);
        assertTrue(rows.get(250).isLoaded(), "the page read with the question is shown at once");
        assertTrue(offsetsRead.isEmpty());
        List<String> changes = new ArrayList<>();
        rows.addListener((ListChangeListener<QueueItem>) change -> {
            while (change.next()) {
                changes.add((change.wasRemoved() ? "removed " : "other ") + change.getFrom() + " " + change.getRemovedSize());
            }
        });
        rows.resizeTo(320);
        assertEquals(List.of("removed 320 30"), changes);
        assertEquals(320, rows.size());
        assertTrue(rows.get(250).isLoaded(), "rows before the cut are kept");
    }

    private void loadLater(int offset, int limit, Consumer<List<MarkedRow>> loaded) {
        offsetsRead.add(offset);
        List<MarkedRow> page = new ArrayList<>();
        for (int i = offset; i < offset + limit; i++) {
            page.add(new MarkedRow("shadow_run", row(i), RowMark.UNKNOWN));
        }
        pending.add(() -> loaded.accept(page));
    }

    private static RecordColumns row(int i) {
        return new RecordColumns(String.format("%064d", i), "run-" + i, "poll", "needs_human_review", Optional.empty(),
                Optional.of("Poll " + i), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
                "2026-10-14T00:00:00Z");
    }
}
