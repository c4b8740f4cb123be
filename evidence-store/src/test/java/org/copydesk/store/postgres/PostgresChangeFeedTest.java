package org.copydesk.store.postgres;

import org.copydesk.store.contract.ChangeFeedContract;
import org.copydesk.store.contract.TestStores;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(TestPostgres.class)
class PostgresChangeFeedTest extends ChangeFeedContract {

    @Override
    protected TestStores newStores() {
        return new PostgresTestStores();
    }
}
