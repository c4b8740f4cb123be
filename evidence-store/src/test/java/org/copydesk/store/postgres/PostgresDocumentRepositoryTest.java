package org.copydesk.store.postgres;

import org.copydesk.store.contract.DocumentRepositoryContract;
import org.copydesk.store.contract.TestStores;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(TestPostgres.class)
class PostgresDocumentRepositoryTest extends DocumentRepositoryContract {

    @Override
    protected TestStores newStores() {
        return new PostgresTestStores();
    }
}
