package org.copydesk.store.sqlite;

import java.nio.file.Path;

import org.copydesk.store.contract.ClaimRepositoryContract;
import org.copydesk.store.contract.TestStores;
import org.junit.jupiter.api.io.TempDir;

class SqliteClaimRepositoryTest extends ClaimRepositoryContract {

    @TempDir
    Path dir;

    @Override
    protected TestStores newStores() {
        return new SqliteTestStores(dir);
    }
}
