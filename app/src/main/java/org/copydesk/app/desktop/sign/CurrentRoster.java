package org.copydesk.app.desktop.sign;

import org.copydesk.model.decision.RosterState;

/** The store's roster as it stands now: who may sign, with which key and role. */
@FunctionalInterface
public interface CurrentRoster {

    RosterState current();
}
