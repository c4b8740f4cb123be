package org.copydesk.app.desktop.takes;

import java.util.Optional;

/**
 * What has become of a take since it was imported as a draft: whether a valid owner decision
 * authorizes it, and whether the chosen release tree's current take for its race is its
 * authorized copy.
 *
 * @param authorizedBy     "olu.owner on 2026-10-20T08:00:00Z" when a valid authorization names it
 * @param currentInRelease whether it is the race's current take in the release tree; empty when no tree is chosen
 */
public record TakeStanding(Optional<String> authorizedBy, Optional<Boolean> currentInRelease) {

    public static final TakeStanding DRAFT = new TakeStanding(Optional.empty(), Optional.empty());

    public boolean authorized() {
        return authorizedBy.isPresent();
    }
}
