package org.copydesk.store.jdbc;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.copydesk.store.ChangeKind;
import org.copydesk.store.LogLeaf;
import org.copydesk.store.RosterRepository;
import org.copydesk.store.SignedDocument;
import org.copydesk.store.StoreException;

/** Roster changes in {@code roster_change}, append-only by trigger. */
final class JdbcRosterRepository implements RosterRepository {

    private final Database db;

    JdbcRosterRepository(Database db) {
        this.db = db;
    }

    @Override
    public void append(int sequence, String changeSha256, SignedDocument change) {
        db.write(c -> {
            try (PreparedStatement last = c.prepareStatement("SELECT coalesce(max(sequence), 0) FROM roster_change");
                 ResultSet rs = last.executeQuery()) {
                rs.next();
                if (rs.getInt(1) + 1 != sequence) {
                    throw new StoreException(db.name() + ": the roster changed meanwhile (another desk?); try again");
                }
            }
            db.changed(ChangeKind.ROSTER);
            try (PreparedStatement insert = c.prepareStatement(
                    "INSERT INTO roster_change (sequence, change_sha256, body, signature) VALUES (?,?,?,?)")) {
                insert.setInt(1, sequence);
                insert.setString(2, changeSha256);
                insert.setBytes(3, change.body());
                insert.setString(4, change.signature().orElse(null));
                insert.executeUpdate();
            }
            JdbcDecisionLog.appendLeaf(db, c, LogLeaf.ROSTER_CHANGE, changeSha256, change.body());
            return null;
        });
    }

    @Override
    public List<SignedDocument> all() {
        return db.read(c -> {
            List<SignedDocument> out = new ArrayList<>();
            try (PreparedStatement select = c.prepareStatement(
                    "SELECT body, signature FROM roster_change ORDER BY sequence");
                 ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    out.add(new SignedDocument(rs.getBytes(1), Optional.ofNullable(rs.getString(2))));
                }
            }
            return out;
        });
    }
}
