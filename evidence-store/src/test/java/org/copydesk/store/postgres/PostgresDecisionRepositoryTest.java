package org.copydesk.store.postgres;

import org.copydesk.store.contract.DecisionRepositoryContract;
import org.copydesk.store.contract.TestStores;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(TestPostgres.class)
class PostgresDecisionRepositoryTest extends DecisionRepositoryContract {

    @Override
    protected TestStores newStores() {
        return new PostgresTestStores();
    }
}
