package org.copydesk.app.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class StoreLabelTest {

    @Test
    void namesTheStoreWithItsKind() {
        assertEquals("SQLite · demo.db", StoreLabel.of("/home/ed/.local/share/copydesk/demo.db"));
        assertEquals("PostgreSQL · db.example/newsroom",
                StoreLabel.of("postgresql://ed@db.example/newsroom?sslmode=verify-full"));
        assertEquals("PostgreSQL · 127.0.0.1:5433/news", StoreLabel.of("postgresql://127.0.0.1:5433/news"));
    }
}
