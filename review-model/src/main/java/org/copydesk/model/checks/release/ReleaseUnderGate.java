package org.copydesk.model.checks.release;

import org.copydesk.model.release.tree.ReleaseView;

/** What the release gate judges: a read release tree, the store's owner authorizations and its decision log's pin. */
public record ReleaseUnderGate(ReleaseView view, OwnerAuthorizations authorizations, DecisionLogPin logPin) {

    public ReleaseUnderGate(ReleaseView view, OwnerAuthorizations authorizations) {
        this(view, authorizations, DecisionLogPin.NONE);
    }
}
