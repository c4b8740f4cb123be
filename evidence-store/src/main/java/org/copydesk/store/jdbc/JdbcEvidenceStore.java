package org.copydesk.store.jdbc;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.util.UUID;
import java.util.function.Supplier;

import org.copydesk.store.ChangeFeed;
import org.copydesk.store.CheckStateRepository;
import org.copydesk.store.ClaimRepository;
import org.copydesk.store.DecisionLog;
import org.copydesk.store.DecisionRepository;
import org.copydesk.store.DecisionStateRepository;
import org.copydesk.store.DocumentRepository;
import org.copydesk.store.DuplicateIndex;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.QueueIndex;
import org.copydesk.store.RacePollIndex;
import org.copydesk.store.RawRepository;
import org.copydesk.store.RosterRepository;
import org.copydesk.store.RunRepository;

/**
 * An evidence store in a relational database: every repository over one {@link Database}. The
 * SQLite and the PostgreSQL store are this, each with its own {@link Engine}.
 */
public class JdbcEvidenceStore implements EvidenceStore {

    private final Database db;
    private final String storeId;
    private final RunRepository runs;
    private final QueueIndex queue;
    private final DuplicateIndex duplicates;
    private final RacePollIndex racePolls;
    private final RawRepository raw;
    private final DocumentRepository documents;
    private final DecisionRepository decisions;
    private final RosterRepository roster;
    private final CheckStateRepository checkStates;
    private final DecisionStateRepository decisionStates;
    private final DecisionLog log;
    private final ClaimRepository claims;

    /** Opens {@code db}'s store, giving it its id on first open; closes {@code db} when that fails. */
    protected JdbcEvidenceStore(Database db, Clock clock) {
        this.db = db;
        this.storeId = idOf(db, clock);
        this.runs = new JdbcRunRepository(db, clock);
        this.queue = new JdbcQueueIndex(db, clock);
        this.duplicates = new JdbcDuplicateIndex(db);
        this.racePolls = new JdbcRacePollIndex(db);
        this.raw = new JdbcRawRepository(db);
        this.documents = new JdbcDocumentRepository(db, clock);
        this.decisions = new JdbcDecisionRepository(db);
        this.roster = new JdbcRosterRepository(db);
        this.checkStates = new JdbcCheckStateRepository(db);
        this.decisionStates = new JdbcDecisionStateRepository(db);
        this.log = new JdbcDecisionLog(db);
        this.claims = new JdbcClaimRepository(db);
    }

    private static String idOf(Database db, Clock clock) {
        try {
            String id = db.write(c -> {
                try (PreparedStatement select = c.prepareStatement("SELECT store_id FROM store_info WHERE id = 1");
                     ResultSet rs = select.executeQuery()) {
                    if (rs.next()) {
                        return rs.getString(1);
                    }
                }
                String fresh = "store-" + UUID.randomUUID();
                try (PreparedStatement insert = c.prepareStatement(
                        "INSERT INTO store_info (id, store_id, created_at) VALUES (1, ?, ?)")) {
                    insert.setString(1, fresh);
                    insert.setString(2, clock.instant().toString());
                    insert.executeUpdate();
                }
                return fresh;
            });
            LogBuild.buildIfNew(db, clock);
            return id;
        } catch (RuntimeException e) {
            db.close();
            throw e;
        }
    }

    /** The underlying database, for repositories added by later features inside this module. */
    protected Database database() {
        return db;
    }

    @Override
    public String storeId() {
        return storeId;
    }

    @Override
    public String location() {
        return db.name();
    }

    @Override
    public RunRepository runs() {
        return runs;
    }

    @Override
    public QueueIndex queue() {
        return queue;
    }

    @Override
    public DuplicateIndex duplicates() {
        return duplicates;
    }

    @Override
    public RacePollIndex racePolls() {
        return racePolls;
    }

    @Override
    public RawRepository raw() {
        return raw;
    }

    @Override
    public DocumentRepository documents() {
        return documents;
    }

    @Override
    public DecisionRepository decisions() {
        return decisions;
    }

    @Override
    public RosterRepository roster() {
        return roster;
    }

    @Override
    public CheckStateRepository checkStates() {
        return checkStates;
    }

    @Override
    public DecisionStateRepository decisionStates() {
        return decisionStates;
    }

    @Override
    public ClaimRepository claims() {
        return claims;
    }

    @Override
    public DecisionLog log() {
        return log;
    }

    @Override
    public ChangeFeed openChangeFeed() {
        return new JdbcChangeFeed(db);
    }

    @Override
    public <T> T batch(Supplier<T> work) {
        return db.batch(work);
    }

    @Override
    public <T> T atomically(Supplier<T> work) {
        return db.atomically(work);
    }

    @Override
    public void ping() {
        db.ping();
    }

    @Override
    public void close() {
        db.close();
    }
}
