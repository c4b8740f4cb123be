package org.copydesk.store;

/**
 * One kind of content that changed in a store, and its mark after the change: a number that
 * grows with that content (the imported rows, the newest decision's recording sequence...), so
 * two changes of one kind are told apart and a desk can tell how far it has read.
 */
public record StoreChange(ChangeKind kind, long mark) {
}
