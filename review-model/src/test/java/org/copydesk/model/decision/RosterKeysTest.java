package org.copydesk.model.decision;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;

import org.copydesk.model.signing.SigningKey;
import org.copydesk.model.signing.SshPublicKey;
import org.junit.jupiter.api.Test;

class RosterKeysTest {

    private final SshPublicKey key = SigningKey.generate().publicKey();
    private final RosterEntry revoked = new RosterEntry("ed", "Ed", List.of("editor"), key.toOpenSshLine(),
            "2026-01-01T00:00:00Z", Optional.of("2026-02-01T00:00:00Z"));
    private final RosterEntry broken = new RosterEntry("bo", "Bo", List.of("editor"), "ssh-ed25519 not-a-key",
            "2026-01-01T00:00:00Z", Optional.empty());
    private final RosterKeys keys = new RosterKeys(List.of(revoked, broken));

    @Test
    void aKeyCountsFromItsAddedTimeUntilItsRevocation() {
        assertEquals(Optional.empty(), keys.activeAt("ed", key.fingerprint(), "2025-12-31T23:59:59Z"));
        assertEquals(Optional.of(revoked), keys.activeAt("ed", key.fingerprint(), "2026-01-15T00:00:00Z"));
        assertEquals(Optional.empty(), keys.activeAt("ed", key.fingerprint(), "2026-02-01T00:00:00Z"));
    }

    @Test
    void aKeyOfAnotherReviewerOrAnUnreadableTimeMatchesNothing() {
        assertEquals(Optional.empty(), keys.activeAt("bo", key.fingerprint(), "2026-01-15T00:00:00Z"));
        assertEquals(Optional.empty(), keys.activeAt("ed", key.fingerprint(), "mid-January"));
    }

    @Test
    void aRevokedKeyIsNotActiveNowAndAnUnparsableLineNeverIs() {
        assertEquals(Optional.empty(), keys.activeByFingerprint(key.fingerprint()));
        assertEquals(Optional.empty(), new RosterKeys(List.of(broken)).activeByFingerprint("SHA256:anything"));
        RosterEntry active = new RosterEntry("ed", "Ed", List.of("editor"), key.toOpenSshLine(),
                "2026-03-01T00:00:00Z", Optional.empty());
        assertEquals(Optional.of(active), new RosterKeys(List.of(revoked, active)).activeByFingerprint(key.fingerprint()));
    }
}
