package org.copydesk.store.postgres;

import org.copydesk.store.contract.QueueIndexContract;
import org.copydesk.store.contract.TestStores;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(TestPostgres.class)
class PostgresQueueIndexTest extends QueueIndexContract {

    @Override
    protected TestStores newStores() {
        return new PostgresTestStores();
    }
}
