package org.copydesk.store.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.copydesk.store.sqlite.SqliteEngine;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The reader connections: lent one per thread, reused inside a read, and never pinned to an old snapshot. */
class DatabaseReadersTest {

    @TempDir
    Path dir;

    private Database db;

    @BeforeEach
    void open() {
        db = Database.open(new SqliteEngine(dir.resolve("store.db")));
        db.write(c -> {
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE note (id INTEGER PRIMARY KEY, text TEXT)");
            }
            return null;
        });
    }

    @AfterEach
    void close() {
        db.close();
    }

    private int count() {
        return db.read(c -> {
            PreparedStatement select = db.prepared(c, "SELECT count(*) FROM note");
            try (ResultSet rs = select.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        });
    }

    private void insert(String text) {
        db.write(c -> {
            PreparedStatement insert = db.prepared(c, "INSERT INTO note (text) VALUES (?)");
            insert.setString(1, text);
            return insert.executeUpdate();
        });
    }

    @Test
    void aKeptReaderStatementSeesWritesCommittedAfterItRan() {
        for (int i = 0; i < 2 * SqliteEngine.readerCount(); i++) {
            assertEquals(i, count());
            insert("note " + i);
        }
        assertEquals(2 * SqliteEngine.readerCount(), count());
    }

    @Test
    void twoThreadsReadAtTheSameTime() throws Exception {
        insert("one");
        CountDownLatch firstIsReading = new CountDownLatch(1);
        CountDownLatch secondHasRead = new CountDownLatch(1);
        CompletableFuture<Boolean> first = CompletableFuture.supplyAsync(() -> db.read(c -> {
            firstIsReading.countDown();
            try {
                // Held until the other thread has read: behind one shared reader this never ends.
                return secondHasRead.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                throw new SQLException(e);
            }
        }));
        assertTrue(firstIsReading.await(10, TimeUnit.SECONDS));
        assertEquals(1, count());
        secondHasRead.countDown();
        assertTrue(first.get(10, TimeUnit.SECONDS), "the second read waited for the first");
    }

    @Test
    void aReadInsideAReadUsesTheSameConnectionEvenWhenEveryOtherIsLent() throws Exception {
        insert("one");
        int others = SqliteEngine.readerCount() - 1;
        CountDownLatch holding = new CountDownLatch(others);
        CountDownLatch release = new CountDownLatch(1);
        for (int i = 0; i < others; i++) {
            CompletableFuture.runAsync(() -> db.read(c -> {
                holding.countDown();
                try {
                    return release.await(10, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    throw new SQLException(e);
                }
            }), runnable -> new Thread(runnable).start());
        }
        assertTrue(holding.await(10, TimeUnit.SECONDS));
        try {
            int nested = CompletableFuture.supplyAsync(() -> db.read(outer -> db.read(inner -> {
                assertTrue(inner == outer, "the nested read was given another connection");
                return count();
            }))).get(10, TimeUnit.SECONDS);
            assertEquals(1, nested);
        } finally {
            release.countDown();
        }
    }

    @Test
    void byIdsFindsEveryRowAcrossChunksAndAsksForEachIdOnce() {
        int rows = 2 * ByIds.CHUNK + 17;
        for (int i = 0; i < rows; i++) {
            insert("note " + i);
        }
        java.util.List<String> ids = new java.util.ArrayList<>();
        for (int i = 1; i <= rows; i++) {
            ids.add(String.valueOf(i));
            ids.add(String.valueOf(i)); // asked twice
        }
        ids.add("99999"); // no such row
        java.util.Map<String, String> found = new java.util.HashMap<>();
        java.util.List<String> seen = new java.util.ArrayList<>();
        ByIds.select(db, "SELECT CAST(id AS TEXT), text FROM note WHERE CAST(id AS TEXT) IN", ids, rs -> {
            seen.add(rs.getString(1));
            found.put(rs.getString(1), rs.getString(2));
        });
        assertEquals(rows, found.size());
        assertEquals(rows, seen.size(), "each id answered once");
        assertEquals("note 0", found.get("1"));
        assertEquals("note " + (rows - 1), found.get(String.valueOf(rows)));
    }
}
