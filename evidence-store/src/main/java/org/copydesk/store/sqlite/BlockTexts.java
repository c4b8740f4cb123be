package org.copydesk.store.sqlite;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

import org.copydesk.model.json.Sha256;

/** Block text stored once per digest of the text, and indexed for full-text search when first stored. */
final class BlockTexts {

    private BlockTexts() {
    }

    static long idFor(Connection c, String text) throws SQLException {
        String digest = Sha256.hex(text);
        try (PreparedStatement select = c.prepareStatement("SELECT id FROM block_text WHERE text_sha256 = ?")) {
            select.setString(1, digest);
            try (ResultSet rs = select.executeQuery()) {
                if (rs.next()) {
                    return rs.getLong(1);
                }
            }
        }
        long id;
        try (PreparedStatement insert = c.prepareStatement("INSERT INTO block_text (text_sha256, text) VALUES (?, ?)",
                java.sql.Statement.RETURN_GENERATED_KEYS)) {
            insert.setString(1, digest);
            insert.setString(2, text);
            insert.executeUpdate();
            try (ResultSet keys = insert.getGeneratedKeys()) {
                keys.next();
                id = keys.getLong(1);
            }
        }
        try (PreparedStatement fts = c.prepareStatement("INSERT INTO block_fts (rowid, text) VALUES (?, ?)")) {
            fts.setLong(1, id);
            fts.setString(2, text);
            fts.executeUpdate();
        }
        return id;
    }
}
