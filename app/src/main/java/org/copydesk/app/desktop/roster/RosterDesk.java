package org.copydesk.app.desktop.roster;

/** The roster page and the new-key command, as the window shows them. */
public record RosterDesk(NewKeyViewModel newKey, RosterViewModel roster) {
}
