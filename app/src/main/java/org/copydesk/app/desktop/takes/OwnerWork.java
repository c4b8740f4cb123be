package org.copydesk.app.desktop.takes;

import org.copydesk.model.signing.SigningKey;

/** The release-tree change an owner signs (promote, fallback); refuses with a one-line reason, writing nothing. */
@FunctionalInterface
public interface OwnerWork {

    ReleaseOutcome run(String rationale, SigningKey key);
}
