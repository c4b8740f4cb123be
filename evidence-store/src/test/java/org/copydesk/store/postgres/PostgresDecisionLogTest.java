package org.copydesk.store.postgres;

import org.copydesk.store.contract.DecisionLogContract;
import org.copydesk.store.contract.TestStores;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(TestPostgres.class)
class PostgresDecisionLogTest extends DecisionLogContract {

    @Override
    protected TestStores newStores() {
        return new PostgresTestStores();
    }
}
