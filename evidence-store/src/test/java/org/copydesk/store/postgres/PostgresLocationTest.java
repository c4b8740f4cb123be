package org.copydesk.store.postgres;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.copydesk.store.StoreException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class PostgresLocationTest {

    @ParameterizedTest
    @CsvSource(textBlock = """
            postgresql://db.newsroom.example/copydesk,                        '', db.newsroom.example, 5432, copydesk, ''
            postgresql://desk7@db.newsroom.example:6543/copydesk,             desk7, db.newsroom.example, 6543, copydesk, ''
            postgresql://desk7@db.newsroom.example/copydesk?sslmode=verify-full, desk7, db.newsroom.example, 5432, copydesk, verify-full
            postgresql://[::1]:5433/news,                                     '', ::1, 5433, news, ''
            postgresql://ed%40desk@10.0.0.5/news%20room,                      ed@desk, 10.0.0.5, 5432, news room, ''
            """)
    void readsTheUserHostPortDatabaseAndSslMode(String url, String user, String host, int port, String database,
                                                String sslMode) {
        PostgresLocation location = PostgresLocation.parse(url);
        assertEquals(user.isEmpty() ? Optional.empty() : Optional.of(user), location.user());
        assertEquals(host, location.host());
        assertEquals(port, location.port());
        assertEquals(database, location.database());
        assertEquals(sslMode.isEmpty() ? Optional.empty() : Optional.of(sslMode), location.sslMode());
    }

    @Test
    void namesItselfAsItWasWrittenWithoutTheDefaultPort() {
        assertEquals("postgresql://desk7@db.example/news?sslmode=require",
                PostgresLocation.parse("postgresql://desk7@db.example:5432/news?sslmode=require").toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"postgresql://desk:s3cr%2Ft@db/news", "postgresql://desk:s3cr/t@db/news",
        "postgresql://desk:s3cr?t@db/news"})
    void refusesAPasswordInTheUrlWithoutRepeatingIt(String url) {
        StoreException refused = assertThrows(StoreException.class, () -> PostgresLocation.parse(url));
        assertFalse(refused.getMessage().contains("s3cr"), refused.getMessage());
        assertTrue(refused.getMessage().contains("--store-password-file"), refused.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"postgresql://db", "postgresql:///news", "postgresql://db:0/news", "postgresql://db:x/news",
        "postgresql://db/news?sslmode=sometimes", "postgresql://db/news?password=x", "postgresql://db/"})
    void refusesAMalformedUrlInOneLine(String url) {
        StoreException refused = assertThrows(StoreException.class, () -> PostgresLocation.parse(url));
        assertTrue(refused.getMessage().contains("not a store URL"), refused.getMessage());
        assertFalse(refused.getMessage().contains("\n"));
    }

    @Test
    void tellsAUrlFromAFile() {
        assertTrue(PostgresLocation.isUrl("postgresql://db/news"));
        assertFalse(PostgresLocation.isUrl("stores/postgresql.db"));
    }
}
