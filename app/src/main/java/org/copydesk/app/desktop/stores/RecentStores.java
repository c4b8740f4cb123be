package org.copydesk.app.desktop.stores;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.copydesk.store.postgres.PostgresLocation;

/**
 * The stores this user opened lately, newest first, one a line in {@code recent-stores.txt} in the
 * user's data folder: store files and PostgreSQL URLs, which never hold a password (a URL with one
 * is refused before it is opened, so it never gets here).
 */
public final class RecentStores {

    static final int KEPT = 8;

    private final Path file;

    public RecentStores(Path file) {
        this.file = file;
    }

    /** The list, newest first; empty when there is none or it cannot be read. */
    public List<String> list() {
        try {
            if (!Files.isRegularFile(file) || Files.size(file) > 64 * 1024) {
                return List.of();
            }
            return Files.readAllLines(file, StandardCharsets.UTF_8).stream().map(String::strip)
                    .filter(line -> !line.isEmpty()).distinct().limit(KEPT).toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    /** Puts {@code store} first; a list that cannot be written is not worth failing an open for. */
    public void opened(String store) {
        if (PostgresLocation.isUrl(store)) {
            // Parsing refuses a password in the URL: what is kept is the URL as the store names it.
            store = PostgresLocation.parse(store).toString();
        }
        List<String> next = new ArrayList<>();
        next.add(store);
        for (String known : list()) {
            if (!known.equals(store) && next.size() < KEPT) {
                next.add(known);
            }
        }
        try {
            Files.createDirectories(file.getParent());
            Files.write(file, next, StandardCharsets.UTF_8);
        } catch (IOException e) {
            // The store is open; only the list of recent stores is not updated.
        }
    }
}
