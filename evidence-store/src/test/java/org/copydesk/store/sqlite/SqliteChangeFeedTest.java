package org.copydesk.store.sqlite;

import java.nio.file.Path;

import org.copydesk.store.contract.ChangeFeedContract;
import org.copydesk.store.contract.TestStores;
import org.junit.jupiter.api.io.TempDir;

class SqliteChangeFeedTest extends ChangeFeedContract {

    @TempDir
    Path dir;

    @Override
    protected TestStores newStores() {
        return new SqliteTestStores(dir);
    }
}
