package org.copydesk.store.postgres;

import org.copydesk.store.contract.ClaimRepositoryContract;
import org.copydesk.store.contract.TestStores;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(TestPostgres.class)
class PostgresClaimRepositoryTest extends ClaimRepositoryContract {

    @Override
    protected TestStores newStores() {
        return new PostgresTestStores();
    }
}
