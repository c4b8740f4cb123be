package org.copydesk.store.sqlite;

import java.nio.file.Path;

import org.copydesk.store.contract.RacePollIndexContract;
import org.copydesk.store.contract.TestStores;
import org.junit.jupiter.api.io.TempDir;

class SqliteRacePollIndexTest extends RacePollIndexContract {

    @TempDir
    Path dir;

    @Override
    protected TestStores newStores() {
        return new SqliteTestStores(dir);
    }
}
