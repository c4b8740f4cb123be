package org.copydesk.store.jdbc;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.copydesk.store.ChangeKind;
import org.copydesk.store.DocumentRepository;
import org.copydesk.store.PutResult;
import org.copydesk.store.StoredDocument;

/** Takes, briefs and release files in {@code document}. */
final class JdbcDocumentRepository implements DocumentRepository {

    private static final String COLUMNS = "kind, id_sha256, schema_name, label, race_id, body";

    private final Database db;
    private final Clock clock;

    JdbcDocumentRepository(Database db, Clock clock) {
        this.db = db;
        this.clock = clock;
    }

    @Override
    public PutResult put(StoredDocument document) {
        return db.write(c -> {
            try (PreparedStatement existing = c.prepareStatement(
                    "SELECT body FROM document WHERE kind = ? AND id_sha256 = ?")) {
                existing.setString(1, document.kind());
                existing.setString(2, document.idSha256());
                try (ResultSet rs = existing.executeQuery()) {
                    if (rs.next()) {
                        return Arrays.equals(rs.getBytes(1), document.body()) ? PutResult.UNCHANGED : PutResult.CONFLICT;
                    }
                }
            }
            db.changed(ChangeKind.IMPORTS);
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO document (kind, id_sha256, schema_name, "
                    + "label, race_id, imported_at, body) VALUES (?,?,?,?,?,?,?)")) {
                insert.setString(1, document.kind());
                insert.setString(2, document.idSha256());
                insert.setString(3, document.schema());
                insert.setString(4, document.label().orElse(null));
                insert.setString(5, document.raceId().orElse(null));
                insert.setString(6, clock.instant().toString());
                insert.setBytes(7, document.body());
                insert.executeUpdate();
            }
            return PutResult.STORED;
        });
    }

    @Override
    public Optional<StoredDocument> find(String kind, String idSha256) {
        return db.read(c -> {
            try (PreparedStatement select = c.prepareStatement("SELECT " + COLUMNS
                    + " FROM document WHERE kind = ? AND id_sha256 = ?")) {
                select.setString(1, kind);
                select.setString(2, idSha256);
                List<StoredDocument> found = documents(select);
                return found.isEmpty() ? Optional.<StoredDocument>empty() : Optional.of(found.get(0));
            }
        });
    }

    @Override
    public List<StoredDocument> list(String kind) {
        return db.read(c -> {
            try (PreparedStatement select = c.prepareStatement("SELECT " + COLUMNS
                    + " FROM document WHERE kind = ? ORDER BY race_id NULLS FIRST, label NULLS FIRST, id_sha256")) {
                select.setString(1, kind);
                return documents(select);
            }
        });
    }

    @Override
    public List<StoredDocument> newestFirst(String kind) {
        return db.read(c -> {
            // Insertion order, not imported_at: that ties within one import.
            try (PreparedStatement select = c.prepareStatement("SELECT " + COLUMNS
                    + " FROM document WHERE kind = ? ORDER BY " + db.engine().documentInsertionOrder() + " DESC")) {
                select.setString(1, kind);
                return documents(select);
            }
        });
    }

    @Override
    public List<String> matchingPrefix(String kind, String prefix, int limit) {
        return db.read(c -> {
            try (PreparedStatement select = c.prepareStatement("SELECT id_sha256 FROM document WHERE kind = ? "
                    + "AND id_sha256 >= ? AND id_sha256 < ? ORDER BY 1 LIMIT ?")) {
                select.setString(1, kind);
                select.setString(2, prefix);
                select.setString(3, prefix + "\uffff");
                select.setInt(4, limit);
                List<String> out = new ArrayList<>();
                try (ResultSet rs = select.executeQuery()) {
                    while (rs.next()) {
                        out.add(rs.getString(1));
                    }
                }
                return out;
            }
        });
    }

    private static List<StoredDocument> documents(PreparedStatement select) throws SQLException {
        List<StoredDocument> out = new ArrayList<>();
        try (ResultSet rs = select.executeQuery()) {
            while (rs.next()) {
                out.add(new StoredDocument(rs.getString(1), rs.getString(2), rs.getString(3),
                        Optional.ofNullable(rs.getString(4)), Optional.ofNullable(rs.getString(5)), rs.getBytes(6)));
            }
        }
        return out;
    }
}
