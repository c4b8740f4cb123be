package org.copydesk.store.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.copydesk.model.doc.Decoded;
import org.copydesk.model.doc.Documents;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.snapshot.Block;
import org.copydesk.model.snapshot.SourceSnapshot;
import org.copydesk.store.ChangeKind;
import org.copydesk.store.PutResult;
import org.copydesk.store.RunFile;
import org.copydesk.store.RunIndex;
import org.copydesk.store.RunRepository;
import org.copydesk.store.StoreException;

/** Runs, their snapshots and blocks, in either engine: the rows the queue, duplicate and poll indexes read. */
final class JdbcRunRepository implements RunRepository {

    private final Database db;
    private final Clock clock;

    JdbcRunRepository(Database db, Clock clock) {
        this.db = db;
        this.clock = clock;
    }

    @Override
    public PutResult put(ShadowRun run, byte[] body) {
        return putAll(List.of(new RunFile(run, body))).get(0);
    }

    /**
     * One look-up of every digest, then one statement (or one batch) per table for all the new
     * runs: a chunk of runs costs the round trips one run did. One write, so all or none.
     */
    @Override
    public List<PutResult> putAll(List<RunFile> runs) {
        if (runs.isEmpty()) {
            return List.of();
        }
        List<RunIndex> indexes = runs.stream().map(each -> RunIndex.of(each.run())).toList();
        return db.write(c -> {
            Map<String, byte[]> known = bodiesOf(c, runs.stream().map(each -> each.run().recordSha256()).toList());
            List<PutResult> results = new ArrayList<>(runs.size());
            List<RunFile> added = new ArrayList<>();
            List<RunIndex> addedIndexes = new ArrayList<>();
            for (int i = 0; i < runs.size(); i++) {
                RunFile each = runs.get(i);
                byte[] existing = known.get(each.run().recordSha256());
                if (existing != null) {
                    results.add(Arrays.equals(existing, each.body()) ? PutResult.UNCHANGED : PutResult.CONFLICT);
                    continue;
                }
                known.put(each.run().recordSha256(), each.body());
                added.add(each);
                addedIndexes.add(indexes.get(i));
                results.add(PutResult.STORED);
            }
            if (added.isEmpty()) {
                return results;
            }
            insertRuns(c, added, addedIndexes);
            db.changed(ChangeKind.IMPORTS);
            List<String> blockTexts = new ArrayList<>();
            added.forEach(each -> each.run().sources()
                    .forEach(snap -> snap.blocks().forEach(block -> blockTexts.add(block.text()))));
            long[] textIds = db.engine().textIds(db, c, blockTexts);
            insertSources(c, added);
            insertBlocks(c, added, textIds);
            db.engine().indexRuns(db, c, runTexts(added, textIds));
            return results;
        });
    }

    /** Each run's queue columns and its blocks' text ids ({@code textIds} holds every run's, in run order). */
    private static List<RunTexts> runTexts(List<RunFile> runs, long[] textIds) {
        List<RunTexts> texts = new ArrayList<>(runs.size());
        int next = 0;
        for (RunFile each : runs) {
            ShadowRun run = each.run();
            List<Long> own = new ArrayList<>();
            for (SourceSnapshot snap : run.sources()) {
                for (int b = 0; b < snap.blocks().size(); b++) {
                    own.add(textIds[next++]);
                }
            }
            texts.add(new RunTexts(run.recordSha256(), run.task().wireName(), run.status(), run.raceId(), own));
        }
        return texts;
    }

    /** The stored bodies of those of {@code records} already stored (one digest by the cached statement). */
    private Map<String, byte[]> bodiesOf(Connection c, List<String> records) throws SQLException {
        Map<String, byte[]> bodies = new HashMap<>();
        List<String> distinct = List.copyOf(new LinkedHashSet<>(records));
        if (distinct.size() == 1) {
            bodyOf(c, distinct.get(0)).ifPresent(body -> bodies.put(distinct.get(0), body));
            return bodies;
        }
        ByIds.select(c, "SELECT record_sha256, body FROM run WHERE record_sha256 IN", distinct,
                rs -> bodies.put(rs.getString(1), rs.getBytes(2)));
        return bodies;
    }

    private void insertRuns(Connection c, List<RunFile> runs, List<RunIndex> indexes) throws SQLException {
        PreparedStatement insert = db.prepared(c, "INSERT INTO run (record_sha256, run_id, task, status, "
                + "race_id, title, publisher, pollster, field_start, field_end, created_at, model, prompt_sha256, "
                + "schema_sha256, sample_key, imported_at, body) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)");
        try {
            for (int r = 0; r < runs.size(); r++) {
                ShadowRun run = runs.get(r).run();
                RunIndex index = indexes.get(r);
                int i = 1;
                insert.setString(i++, run.recordSha256());
                insert.setString(i++, run.runId());
                insert.setString(i++, run.task().wireName());
                insert.setString(i++, run.status());
                insert.setString(i++, run.raceId().orElse(null));
                insert.setString(i++, index.title().orElse(null));
                insert.setString(i++, index.publisher().orElse(null));
                insert.setString(i++, index.pollster().orElse(null));
                insert.setString(i++, index.fieldStart().orElse(null));
                insert.setString(i++, index.fieldEnd().orElse(null));
                insert.setString(i++, run.createdAt());
                insert.setString(i++, run.provenance().model().orElse(null));
                insert.setString(i++, run.provenance().promptSha256().orElse(null));
                insert.setString(i++, run.provenance().schemaSha256().orElse(null));
                insert.setString(i++, index.sampleKey().orElse(null));
                insert.setString(i++, clock.instant().toString());
                insert.setBytes(i, runs.get(r).body());
                insert.addBatch();
            }
            insert.executeBatch();
        } finally {
            // The statement is cached: rows of a failed write must not reach the next one's batch.
            insert.clearBatch();
        }
    }

    // The runs' sources, then their blocks, each as one batch: a server gets them in one round trip
    // each (the driver sends a batch of inserts as multi-row statements) instead of one a row,
    // inside the same write, so the runs are still whole or absent.

    private void insertSources(Connection c, List<RunFile> runs) throws SQLException {
        PreparedStatement insert = db.prepared(c, "INSERT INTO run_source (record_sha256, ordinal, source_id, "
                + "snapshot_sha256, document_sha256, raw_sha256, canonical_url, publisher, retrieved_at, mime_type) "
                + "VALUES (?,?,?,?,?,?,?,?,?,?)");
        try {
            for (RunFile each : runs) {
                List<SourceSnapshot> sources = each.run().sources();
                for (int s = 0; s < sources.size(); s++) {
                    SourceSnapshot snap = sources.get(s);
                    insert.setString(1, each.run().recordSha256());
                    insert.setInt(2, s);
                    insert.setString(3, snap.sourceId());
                    insert.setString(4, snap.snapshotSha256());
                    insert.setString(5, snap.documentSha256());
                    insert.setString(6, snap.rawSha256().orElse(null));
                    insert.setString(7, snap.canonicalUrl().orElse(null));
                    insert.setString(8, snap.publisher().orElse(null));
                    insert.setString(9, snap.retrievedAt().orElse(null));
                    insert.setString(10, snap.mimeType());
                    insert.addBatch();
                }
            }
            insert.executeBatch();
        } finally {
            insert.clearBatch();
        }
    }

    /** The blocks of every source of every run, in order; {@code textIds} holds their texts' ids in the same order. */
    private void insertBlocks(Connection c, List<RunFile> runs, long[] textIds) throws SQLException {
        PreparedStatement insert = db.prepared(c, "INSERT INTO run_block (record_sha256, source_ordinal, "
                + "ordinal, block_id, stated_sha256, text_id, page) VALUES (?,?,?,?,?,?,?)");
        try {
            int next = 0;
            for (RunFile each : runs) {
                List<SourceSnapshot> sources = each.run().sources();
                for (int s = 0; s < sources.size(); s++) {
                    List<Block> blocks = sources.get(s).blocks();
                    for (int b = 0; b < blocks.size(); b++) {
                        Block block = blocks.get(b);
                        insert.setString(1, each.run().recordSha256());
                        insert.setInt(2, s);
                        insert.setInt(3, b);
                        insert.setString(4, block.blockId());
                        insert.setString(5, block.sha256());
                        insert.setLong(6, textIds[next++]);
                        if (block.page().isPresent()) {
                            insert.setInt(7, block.page().getAsInt());
                        } else {
                            insert.setNull(7, java.sql.Types.INTEGER);
                        }
                        insert.addBatch();
                    }
                }
            }
            if (next > 0) {
                insert.executeBatch();
            }
        } finally {
            insert.clearBatch();
        }
    }

    @Override
    public Optional<ShadowRun> find(String recordSha256) {
        return body(recordSha256).map(bytes -> decodeStored(recordSha256, bytes));
    }

    @Override
    public List<ShadowRun> findAll(List<String> recordSha256s) {
        Map<String, byte[]> bodies = new HashMap<>();
        ByIds.select(db, "SELECT record_sha256, body FROM run WHERE record_sha256 IN", recordSha256s,
                rs -> bodies.put(rs.getString(1), rs.getBytes(2)));
        // Decoded after the read, so the reader connection goes back to the pool at once.
        List<ShadowRun> runs = new ArrayList<>(bodies.size());
        for (String id : recordSha256s) {
            byte[] body = bodies.get(id);
            if (body != null) {
                runs.add(decodeStored(id, body));
            }
        }
        return runs;
    }

    private ShadowRun decodeStored(String recordSha256, byte[] bytes) {
        Decoded decoded = Documents.decode(bytes);
        if (decoded instanceof Decoded.Run run) {
            return run.run();
        }
        throw new StoreException(db.name() + ": stored run " + recordSha256 + " no longer reads as a run");
    }

    @Override
    public Optional<byte[]> body(String recordSha256) {
        return db.read(c -> bodyOf(c, recordSha256));
    }

    @Override
    public Map<String, byte[]> bodies(Collection<String> recordSha256s) {
        Map<String, byte[]> bodies = new HashMap<>();
        ByIds.select(db, "SELECT record_sha256, body FROM run WHERE record_sha256 IN", recordSha256s,
                rs -> bodies.put(rs.getString(1), rs.getBytes(2)));
        return bodies;
    }

    private Optional<byte[]> bodyOf(Connection c, String record) throws SQLException {
        PreparedStatement select = db.prepared(c, "SELECT body FROM run WHERE record_sha256 = ?");
        select.setString(1, record);
        try (ResultSet rs = select.executeQuery()) {
            return rs.next() ? Optional.of(rs.getBytes(1)) : Optional.empty();
        }
    }

    @Override
    public List<String> matchingPrefix(String prefix, int limit) {
        return db.read(c -> {
            try (PreparedStatement select = c.prepareStatement(
                    "SELECT record_sha256 FROM run WHERE record_sha256 >= ? AND record_sha256 < ? ORDER BY 1 LIMIT ?")) {
                select.setString(1, prefix);
                select.setString(2, prefix + "\uffff");
                select.setInt(3, limit);
                return strings(select);
            }
        });
    }

    @Override
    public List<String> recordsWithDocument(String documentSha256) {
        return db.read(c -> {
            try (PreparedStatement select = c.prepareStatement(
                    "SELECT DISTINCT record_sha256 FROM run_source WHERE document_sha256 = ? ORDER BY 1")) {
                select.setString(1, documentSha256);
                return strings(select);
            }
        });
    }

    @Override
    public List<String> allIds() {
        return db.read(c -> {
            try (PreparedStatement select = c.prepareStatement(
                    "SELECT record_sha256 FROM run ORDER BY created_at DESC, record_sha256")) {
                return strings(select);
            }
        });
    }

    @Override
    public Map<String, String> tasks(Collection<String> recordSha256s) {
        Map<String, String> tasks = new HashMap<>();
        ByIds.select(db, "SELECT record_sha256, task FROM run WHERE record_sha256 IN", recordSha256s,
                rs -> tasks.put(rs.getString(1), rs.getString(2)));
        return tasks;
    }

    private static List<String> strings(PreparedStatement select) throws SQLException {
        List<String> out = new ArrayList<>();
        try (ResultSet rs = select.executeQuery()) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }
}
