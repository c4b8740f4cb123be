package org.copydesk.app.desktop.queue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javafx.collections.ObservableListBase;


/**
 * The queue as a list whose rows are read a page at a time when first asked for. The table
 * only asks for visible rows, so 100,000 records cost a few pages. A page's items are made at
 * once as placeholders and filled in place when the page arrives, so the list's items never
 * change (a change would reset the table's selection). It may start as its first page alone,
 * read with the question, and grow to the full count when that arrives. Pages are kept in a
 * small LRU cache; an evicted page is simply read again.
 */
final class PagedRows extends ObservableListBase<QueueItem> {

    static final int PAGE_SIZE = 100;
    private static final int CACHED_PAGES = 64;

    private int size;
    private final PageLoader loader;
    private final List<QueueItem> first;
    private final Map<Integer, List<QueueItem>> pages = new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<Integer, List<QueueItem>> eldest) {
            return size() > CACHED_PAGES;
        }
    };

    PagedRows(int size, PageLoader loader) {
        this(size, loader, null);
    }

    /** With the first page already read ({@code firstRows}, null when not), so the table shows it without asking. */
    PagedRows(int size, PageLoader loader, List<MarkedRow> firstRows) {
        this.size = size;
        this.loader = loader;
        this.first = size == 0 || firstRows == null ? List.of() : placeholders(0);
        if (!first.isEmpty()) {
            fill(first, firstRows);
            pages.put(0, first);
        }
    }

    /**
     * Makes the list {@code total} rows long, once the question is counted: the rows past the first
     * page are added, so the table keeps its selection and scroll position. A count smaller than
     * the rows already shown (records removed in between) leaves the list as it is.
     */
    void growTo(int total) {
        if (total <= size) {
            return;
        }
        int before = size;
        size = total;
        if (before % PAGE_SIZE != 0) {
            // A short first page (records added since it was read) is read again at the new length.
            pages.remove(before / PAGE_SIZE);
        }
        beginChange();
        nextAdd(before, total);
        endChange();
    }

    /**
     * Makes the list {@code total} rows long: grown as {@link #growTo}, or cut to it when the rows
     * were shown longer than the count (the same question read again starts as long as it was).
     */
    void resizeTo(int total) {
        if (total >= size) {
            growTo(total);
            return;
        }
        int before = size;
        List<QueueItem> removed = new ArrayList<>(before - total);
        for (int i = total; i < before; i++) {
            removed.add(new QueueItem(i));
        }
        size = total;
        pages.keySet().removeIf(page -> page * PAGE_SIZE >= total);
        if (total % PAGE_SIZE != 0) {
            // The last page, now short, is read again at its new length.
            pages.remove(total / PAGE_SIZE);
        }
        beginChange();
        nextRemove(total, removed);
        endChange();
    }

    /** Fills page {@code page} with rows already read, so the table shows them without asking. */
    void fillPage(int page, List<MarkedRow> rows) {
        if (page == 0) {
            fillFirst(rows);
            return;
        }
        List<QueueItem> items = placeholders(page);
        fill(items, rows);
        pages.put(page, items);
    }

    /** Fills the first page's rows again, for example with marks of runs checked since it was read. */
    void fillFirst(List<MarkedRow> rows) {
        fill(first, rows);
    }

    @Override
    public QueueItem get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException(index);
        }
        int page = index / PAGE_SIZE;
        List<QueueItem> items = pages.get(page);
        if (items == null) {
            items = placeholders(page);
            pages.put(page, items);
            List<QueueItem> filling = items;
            loader.load(page * PAGE_SIZE, filling.size(), rows -> fill(filling, rows));
        }
        return items.get(index - page * PAGE_SIZE);
    }

    @Override
    public int size() {
        return size;
    }

    /** Items carry their index, so finding one never walks (and loads) the whole list. */
    @Override
    public int indexOf(Object o) {
        if (o instanceof QueueItem item && item.index() < size && get(item.index()) == item) {
            return item.index();
        }
        return -1;
    }

    @Override
    public int lastIndexOf(Object o) {
        return indexOf(o);
    }

    @Override
    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    /** How many pages are held now; scrolling must never make this grow with the store. */
    int cachedPages() {
        return pages.size();
    }

    private List<QueueItem> placeholders(int page) {
        int first = page * PAGE_SIZE;
        int count = Math.min(PAGE_SIZE, size - first);
        List<QueueItem> items = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            items.add(new QueueItem(first + i));
        }
        return List.copyOf(items);
    }

    private static void fill(List<QueueItem> items, List<MarkedRow> rows) {
        for (int i = 0; i < Math.min(items.size(), rows.size()); i++) {
            items.get(i).fill(rows.get(i));
        }
    }
}
