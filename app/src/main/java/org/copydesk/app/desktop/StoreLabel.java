package org.copydesk.app.desktop;

import java.nio.file.Path;

import org.copydesk.store.postgres.PostgresLocation;

/** The store as the status bar names it, with its kind: "SQLite · demo.db", "PostgreSQL · host/db". */
final class StoreLabel {

    private StoreLabel() {
    }

    static String of(String location) {
        if (PostgresLocation.isUrl(location)) {
            PostgresLocation at = PostgresLocation.parse(location);
            String host = at.host().contains(":") ? "[" + at.host() + "]" : at.host();
            String port = at.port() == PostgresLocation.DEFAULT_PORT ? "" : ":" + at.port();
            return "PostgreSQL · " + host + port + "/" + at.database();
        }
        Path file = Path.of(location).getFileName();
        return "SQLite · " + (file == null ? location : file.toString());
    }
}
