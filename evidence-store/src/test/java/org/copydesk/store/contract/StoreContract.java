package org.copydesk.store.contract;

import org.junit.jupiter.api.BeforeEach;

/**
 * The base of every store contract test: written once against the store interfaces, and run
 * against each engine by a subclass that says how to make its stores.
 */
public abstract class StoreContract {

    private TestStores stores;

    /** The stores of one test; called once before each test. */
    protected abstract TestStores newStores();

    @BeforeEach
    final void createStores() {
        stores = newStores();
    }

    protected final TestStores stores() {
        return stores;
    }
}
