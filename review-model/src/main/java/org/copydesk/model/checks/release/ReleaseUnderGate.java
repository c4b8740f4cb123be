package org.copydesk.model.checks.release;

import org.copydesk.model.release.tree.ReleaseView;

/** What the release gate judges: a read release tree and the store's owner authorizations. */
public record ReleaseUnderGate(ReleaseView view, OwnerAuthorizations authorizations) {
}
