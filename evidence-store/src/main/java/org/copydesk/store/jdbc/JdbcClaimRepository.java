package org.copydesk.store.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.copydesk.store.ChangeKind;
import org.copydesk.store.ClaimRepository;
import org.copydesk.store.ReviewClaim;

/** Review claims in {@code review_claim}, with a version in {@code review_claim_version} that every change bumps. */
final class JdbcClaimRepository implements ClaimRepository {

    private static final String COLUMNS = "subject_sha256, reviewer_id, key_id, claimed_at_ms, expires_at_ms";

    private final Database db;

    JdbcClaimRepository(Database db) {
        this.db = db;
    }

    @Override
    public ReviewClaim claim(String subjectSha256, String reviewerId, String keyId, Instant now, Duration ttl) {
        return db.write(c -> {
            Optional<ReviewClaim> held = find(c, subjectSha256);
            if (held.isPresent() && held.get().activeAt(now) && !held.get().reviewerId().equals(reviewerId)) {
                return held.get();
            }
            Instant since = held.filter(h -> h.activeAt(now) && h.reviewerId().equals(reviewerId))
                    .map(ReviewClaim::claimedAt).orElse(now);
            return put(c, new ReviewClaim(subjectSha256, reviewerId, keyId, since, now.plus(ttl)));
        });
    }

    @Override
    public Optional<ReviewClaim> renew(String subjectSha256, String reviewerId, String keyId, Instant now,
                                       Duration ttl) {
        return db.write(c -> {
            Optional<ReviewClaim> held = find(c, subjectSha256);
            if (held.isPresent() && held.get().activeAt(now) && !held.get().reviewerId().equals(reviewerId)) {
                return Optional.<ReviewClaim>empty();
            }
            Instant since = held.filter(h -> h.reviewerId().equals(reviewerId)).map(ReviewClaim::claimedAt).orElse(now);
            return Optional.of(put(c, new ReviewClaim(subjectSha256, reviewerId, keyId, since, now.plus(ttl))));
        });
    }

    @Override
    public void release(String subjectSha256, String reviewerId) {
        db.write(c -> {
            try (PreparedStatement delete = c.prepareStatement(
                    "DELETE FROM review_claim WHERE subject_sha256 = ? AND reviewer_id = ?")) {
                delete.setString(1, subjectSha256);
                delete.setString(2, reviewerId);
                if (delete.executeUpdate() > 0) {
                    bump(c);
                }
            }
            return null;
        });
    }

    @Override
    public List<ReviewClaim> active(Instant now) {
        return db.read(c -> {
            List<ReviewClaim> out = new ArrayList<>();
            try (PreparedStatement select = c.prepareStatement("SELECT " + COLUMNS
                    + " FROM review_claim WHERE expires_at_ms > ? ORDER BY subject_sha256")) {
                select.setLong(1, now.toEpochMilli());
                try (ResultSet rs = select.executeQuery()) {
                    while (rs.next()) {
                        out.add(claimOf(rs));
                    }
                }
            }
            return out;
        });
    }

    @Override
    public int forgetExpired(Instant now) {
        return db.write(c -> {
            try (PreparedStatement delete = c.prepareStatement("DELETE FROM review_claim WHERE expires_at_ms <= ?")) {
                delete.setLong(1, now.toEpochMilli());
                int forgotten = delete.executeUpdate();
                if (forgotten > 0) {
                    bump(c);
                }
                return forgotten;
            }
        });
    }

    @Override
    public long version() {
        return db.read(c -> {
            try (Statement select = c.createStatement();
                 ResultSet rs = select.executeQuery("SELECT version FROM review_claim_version WHERE id = 1")) {
                return rs.next() ? rs.getLong(1) : 0L;
            }
        });
    }

    private static Optional<ReviewClaim> find(Connection c, String subjectSha256) throws SQLException {
        try (PreparedStatement select = c.prepareStatement("SELECT " + COLUMNS
                + " FROM review_claim WHERE subject_sha256 = ?")) {
            select.setString(1, subjectSha256);
            try (ResultSet rs = select.executeQuery()) {
                return rs.next() ? Optional.of(claimOf(rs)) : Optional.empty();
            }
        }
    }

    private ReviewClaim put(Connection c, ReviewClaim claim) throws SQLException {
        try (PreparedStatement upsert = c.prepareStatement("INSERT INTO review_claim (" + COLUMNS
                + ") VALUES (?,?,?,?,?) ON CONFLICT (subject_sha256) DO UPDATE SET reviewer_id = excluded.reviewer_id, "
                + "key_id = excluded.key_id, claimed_at_ms = excluded.claimed_at_ms, "
                + "expires_at_ms = excluded.expires_at_ms")) {
            upsert.setString(1, claim.subjectSha256());
            upsert.setString(2, claim.reviewerId());
            upsert.setString(3, claim.keyId());
            upsert.setLong(4, claim.claimedAt().toEpochMilli());
            upsert.setLong(5, claim.expiresAt().toEpochMilli());
            upsert.executeUpdate();
        }
        bump(c);
        return claim;
    }

    private void bump(Connection c) throws SQLException {
        db.changed(ChangeKind.CLAIMS);
        try (Statement update = c.createStatement()) {
            update.executeUpdate("UPDATE review_claim_version SET version = version + 1 WHERE id = 1");
        }
    }

    private static ReviewClaim claimOf(ResultSet rs) throws SQLException {
        return new ReviewClaim(rs.getString(1), rs.getString(2), rs.getString(3),
                Instant.ofEpochMilli(rs.getLong(4)), Instant.ofEpochMilli(rs.getLong(5)));
    }
}
