package org.copydesk.store.postgres;

import org.copydesk.store.contract.DuplicateIndexContract;
import org.copydesk.store.contract.TestStores;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(TestPostgres.class)
class PostgresDuplicateIndexTest extends DuplicateIndexContract {

    @Override
    protected TestStores newStores() {
        return new PostgresTestStores();
    }
}
