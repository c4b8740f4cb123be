package org.copydesk.store.postgres;

import org.copydesk.store.contract.EvidenceStoreContract;
import org.copydesk.store.contract.TestStores;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(TestPostgres.class)
class PostgresEvidenceStoreTest extends EvidenceStoreContract {

    @Override
    protected TestStores newStores() {
        return new PostgresTestStores();
    }
}
