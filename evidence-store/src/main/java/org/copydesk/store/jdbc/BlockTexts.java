package org.copydesk.store.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

import org.copydesk.model.json.Sha256;

/** Block text stored once per digest of the text, one statement per text, told to the caller when first stored. */
public final class BlockTexts {

    /** What the engine does with a text it has just stored (its index for the text filter). */
    @FunctionalInterface
    public interface Stored {
        void added(long id, String text) throws SQLException;
    }

    private BlockTexts() {
    }

    public static long idFor(Database db, Connection c, String text, Stored stored) throws SQLException {
        String digest = Sha256.hex(text);
        // Most texts are new: insert first and look up only when the digest is already stored,
        // one statement per new text instead of a look-up and an insert. RETURNING gives the new
        // id in the same step (sqlite-jdbc's generated keys cost a second query); a skipped
        // conflicting row returns none. Both engines read this statement alike.
        PreparedStatement insert = db.prepared(c, "INSERT INTO block_text (text_sha256, text) VALUES (?, ?) "
                + "ON CONFLICT (text_sha256) DO NOTHING RETURNING id");
        insert.setString(1, digest);
        insert.setString(2, text);
        try (ResultSet keys = insert.executeQuery()) {
            if (keys.next()) {
                long id = keys.getLong(1);
                stored.added(id, text);
                return id;
            }
        }
        PreparedStatement select = db.prepared(c, "SELECT id FROM block_text WHERE text_sha256 = ?");
        select.setString(1, digest);
        try (ResultSet rs = select.executeQuery()) {
            if (rs.next()) {
                return rs.getLong(1);
            }
        }
        throw new SQLException("block text " + digest + " neither inserted nor found");
    }
}
