package org.copydesk.store.postgres;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.Optional;

import org.copydesk.store.StoreException;
import org.junit.jupiter.api.Test;

/** Which server errors a desk reads as "busy, try again" and which as "the store is not answering". */
class PostgresEngineErrorsTest {

    private final PostgresEngine engine = new PostgresEngine(PostgresLocation.parse("postgresql://db.example/news"),
            Optional.empty());

    @Test
    void aLockTimeoutASerializationFailureAndADeadlockAreAnotherDesksTurn() {
        for (String state : new String[] {"55P03", "40001", "40P01"}) {
            assertTrue(engine.isBusy(new StoreException("wrapped", new SQLException("x", state))), state);
            assertFalse(engine.isConnectionLost(new SQLException("x", state)), state);
        }
        assertFalse(engine.isBusy(new SQLException("syntax", "42601")));
    }

    @Test
    void aBrokenConnectionAndAServerShuttingDownAreALostConnection() {
        for (String state : new String[] {"08006", "08001", "08003", "57P01", "57P02", "57P03"}) {
            assertTrue(engine.isConnectionLost(new RuntimeException(new SQLException("x", state))), state);
            assertFalse(engine.isBusy(new SQLException("x", state)), state);
        }
        assertFalse(engine.isConnectionLost(new SQLException("unique", "23505")));
    }
}
