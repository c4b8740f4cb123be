package org.copydesk.store;

import java.util.Optional;

/** Exactly the canonical bytes that were signed, with the armored signature (absent only for the pinned first owner). */
public record SignedDocument(byte[] body, Optional<String> signature) {
}
