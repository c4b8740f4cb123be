package org.copydesk.app.desktop.original;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** The last few rendered pages, so paging back and forth does not render the same page again. */
final class PageCache {

    private final int capacity;
    private final Map<String, byte[]> pages;

    PageCache(int capacity) {
        this.capacity = capacity;
        this.pages = new LinkedHashMap<>(capacity + 1, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<String, byte[]> eldest) {
                return size() > PageCache.this.capacity;
            }
        };
    }

    Optional<byte[]> get(String rawSha256, int page) {
        return Optional.ofNullable(pages.get(key(rawSha256, page)));
    }

    void put(String rawSha256, int page, byte[] png) {
        pages.put(key(rawSha256, page), png);
    }

    int size() {
        return pages.size();
    }

    private static String key(String rawSha256, int page) {
        return rawSha256 + "#" + page;
    }
}
