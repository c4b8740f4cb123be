package org.copydesk.store.jdbc;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.copydesk.store.ChangeFeed;
import org.copydesk.store.ChangeKind;
import org.copydesk.store.StoreChange;

/**
 * A change feed in either engine: the engine's signal says that something was committed (SQLite's
 * data version, PostgreSQL's notices), and a few cheap marks, read then, say what. The marks are
 * the truth and the signal only a hint, so a notice lost while the connection was down costs
 * nothing: the first poll on the new connection compares every mark.
 */
final class JdbcChangeFeed implements ChangeFeed {

    /**
     * One mark per kind: row counts and newest sequence numbers, each answered from an index or
     * the table's own count; the claims' version grows with every claim, renewal and release. A
     * check result rewritten in place does not move its mark.
     */
    static final String MARKS = "SELECT (SELECT count(*) FROM run) + (SELECT count(*) FROM document), "
            + "(SELECT count(*) FROM check_state), "
            + "(SELECT coalesce(max(recorded_seq), 0) FROM decision), "
            + "(SELECT coalesce(max(sequence), 0) FROM roster_change), "
            + "(SELECT version FROM review_claim_version WHERE id = 1)";
    private static final List<ChangeKind> MARKED = List.of(ChangeKind.IMPORTS, ChangeKind.CHECKS,
            ChangeKind.DECISIONS, ChangeKind.ROSTER, ChangeKind.CLAIMS);

    private final Database.Watcher watcher;
    private final List<Consumer<StoreChange>> listeners = new CopyOnWriteArrayList<>();
    private Map<ChangeKind, Long> last;

    JdbcChangeFeed(Database db) {
        this.watcher = db.watch();
        this.last = marks();
    }

    @Override
    public AutoCloseable subscribe(Consumer<StoreChange> listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }

    @Override
    public synchronized List<StoreChange> poll() {
        if (!watcher.signalled()) {
            return List.of();
        }
        Map<ChangeKind, Long> now = marks();
        List<StoreChange> changes = new ArrayList<>();
        for (ChangeKind kind : MARKED) {
            long mark = now.get(kind);
            if (mark != last.get(kind)) {
                changes.add(new StoreChange(kind, mark));
            }
        }
        last = now;
        for (StoreChange change : changes) {
            for (Consumer<StoreChange> listener : listeners) {
                listener.accept(change);
            }
        }
        return changes;
    }

    private Map<ChangeKind, Long> marks() {
        return watcher.read(c -> {
            try (PreparedStatement select = c.prepareStatement(MARKS);
                 ResultSet rs = select.executeQuery()) {
                rs.next();
                Map<ChangeKind, Long> marks = new EnumMap<>(ChangeKind.class);
                for (int i = 0; i < MARKED.size(); i++) {
                    marks.put(MARKED.get(i), rs.getLong(i + 1));
                }
                return marks;
            }
        });
    }

    @Override
    public void close() {
        watcher.close();
    }
}
