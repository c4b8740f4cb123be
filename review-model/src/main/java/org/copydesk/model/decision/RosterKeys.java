package org.copydesk.model.decision;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A roster's entries with what judging a key against them needs worked out once: each entry's
 * key fingerprint (parsing a key validates its curve point, which costs more than the rest of
 * checking a decision's signer) and its times. Whoever judges many signatures against one
 * roster state (verifying every decision) builds one and keeps it for the run.
 */
public final class RosterKeys {

    private record Keyed(RosterEntry entry, Optional<String> keyId, Optional<Instant> added,
                         Optional<Instant> revoked) {
    }

    private final List<Keyed> entries;

    public RosterKeys(List<RosterEntry> entries) {
        List<Keyed> keyed = new ArrayList<>(entries.size());
        for (RosterEntry entry : entries) {
            keyed.add(new Keyed(entry, KeyIds.fingerprint(entry.publicKey()), RosterState.instant(entry.addedAt()),
                    entry.revokedAt().flatMap(RosterState::instant)));
        }
        this.entries = List.copyOf(keyed);
    }

    /** The entry holding this key fingerprint that is active now (not revoked). */
    public Optional<RosterEntry> activeByFingerprint(String keyId) {
        for (Keyed keyed : entries) {
            if (keyed.entry().revokedAt().isEmpty() && keyed.keyId().equals(Optional.of(keyId))) {
                return Optional.of(keyed.entry());
            }
        }
        return Optional.empty();
    }

    /** The entry of {@code reviewerId} with this key that was in force at {@code at}. */
    public Optional<RosterEntry> activeAt(String reviewerId, String keyId, String at) {
        Optional<Instant> when = RosterState.instant(at);
        if (when.isEmpty()) {
            return Optional.empty();
        }
        for (Keyed keyed : entries) {
            RosterEntry entry = keyed.entry();
            if (!entry.reviewerId().equals(reviewerId) || !keyed.keyId().equals(Optional.of(keyId))) {
                continue;
            }
            boolean started = keyed.added().isPresent() && !when.get().isBefore(keyed.added().get());
            boolean notYetRevoked = entry.revokedAt().isEmpty()
                    || keyed.revoked().isPresent() && when.get().isBefore(keyed.revoked().get());
            if (started && notYetRevoked) {
                return Optional.of(entry);
            }
        }
        return Optional.empty();
    }
}
