package org.copydesk.app.workflow.decide;

import java.util.Locale;

/** A stored decision's verification state (FORMATS §4.2; CLI.md {@code verify}). */
public enum DecisionState {
    VALID, STALE, BAD_SIGNATURE, UNKNOWN_KEY, NOT_PERMITTED, REVOKED, SUPERSEDED;

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }
}
