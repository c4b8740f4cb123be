package org.copydesk.model.checks.release;

import java.util.Optional;

/**
 * The release tree's pinned checkpoint ({@code decision-log/checkpoint.json}) and what the store
 * says of it: the model reads no store, so the store judges the signature and the consistency.
 */
public interface DecisionLogPin {

    String PATH = "decision-log/checkpoint.json";

    /** The pinned checkpoint's bytes, when the tree has one. */
    Optional<byte[]> pinned();

    /** Why the pinned checkpoint fails (unreadable, signature, not a prefix of the store's log), or empty. */
    Optional<String> problem(byte[] checkpoint);

    /** A gate run without a store's log: the check does not apply. */
    DecisionLogPin NONE = new DecisionLogPin() {
        @Override
        public Optional<byte[]> pinned() {
            return Optional.empty();
        }

        @Override
        public Optional<String> problem(byte[] checkpoint) {
            return Optional.empty();
        }
    };
}
