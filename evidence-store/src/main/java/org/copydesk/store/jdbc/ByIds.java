package org.copydesk.store.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;

/** A select of rows by many ids, asked in chunks of {@code IN (?, …)} far below either engine's parameter limit. */
final class ByIds {

    static final int CHUNK = 500;

    /** What is done with each row found. */
    @FunctionalInterface
    interface Row {
        void read(ResultSet rs) throws SQLException;
    }

    private ByIds() {
    }

    /** Runs {@code selectWhereIdIn + "(?, …)"} for every chunk of {@code ids}, each distinct id asked once. */
    static void select(Database db, String selectWhereIdIn, Collection<String> ids, Row row) {
        List<String> distinct = List.copyOf(new LinkedHashSet<>(ids));
        for (int from = 0; from < distinct.size(); from += CHUNK) {
            List<String> chunk = distinct.subList(from, Math.min(distinct.size(), from + CHUNK));
            db.read(c -> {
                selectChunk(c, selectWhereIdIn, chunk, row);
                return null;
            });
        }
    }

    /** As {@link #select(Database, String, Collection, Row)}, on a connection a write holds. */
    static void select(Connection c, String selectWhereIdIn, Collection<String> ids, Row row) throws SQLException {
        List<String> distinct = List.copyOf(new LinkedHashSet<>(ids));
        for (int from = 0; from < distinct.size(); from += CHUNK) {
            selectChunk(c, selectWhereIdIn, distinct.subList(from, Math.min(distinct.size(), from + CHUNK)), row);
        }
    }

    private static void selectChunk(Connection c, String selectWhereIdIn, List<String> chunk, Row row)
            throws SQLException {
        String marks = String.join(", ", Collections.nCopies(chunk.size(), "?"));
        try (PreparedStatement select = c.prepareStatement(selectWhereIdIn + " (" + marks + ")")) {
            for (int i = 0; i < chunk.size(); i++) {
                select.setString(i + 1, chunk.get(i));
            }
            try (ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    row.read(rs);
                }
            }
        }
    }
}
