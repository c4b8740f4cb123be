package org.copydesk.store.postgres;

import org.copydesk.store.contract.RacePollIndexContract;
import org.copydesk.store.contract.TestStores;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(TestPostgres.class)
class PostgresRacePollIndexTest extends RacePollIndexContract {

    @Override
    protected TestStores newStores() {
        return new PostgresTestStores();
    }
}
