package org.copydesk.app.desktop.claims;

import java.time.Duration;
import java.time.ZoneId;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableMap;

import org.copydesk.app.desktop.common.DialogService;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.desktop.sign.SigningViewModel;
import org.copydesk.app.desktop.sign.UnlockedKey;
import org.copydesk.app.workflow.claims.ClaimWorkflow;
import org.copydesk.app.workflow.decide.Timestamps;
import org.copydesk.store.ReviewClaim;

/**
 * This desk's review claim and the other desks' claims. The record open for review is claimed
 * for the unlocked key's reviewer, renewed while it stays open and released on leaving it or
 * locking the key; the others' claims are read again whenever the store says claims changed.
 * A claim never blocks: deciding over another reviewer's claim only asks first.
 */
public final class ReviewClaimsViewModel {

    /** How often the store's claim version is looked at; the claims themselves are read only when it moved. */
    static final Duration LOOK_EVERY = Duration.ofSeconds(3);

    private final ClaimBook claims;
    private final TaskRunner runner;
    private final SigningViewModel signing;
    private final DialogService dialogs;
    private final ZoneId zone;
    private final ObservableMap<String, String> lines = FXCollections.observableHashMap();
    private final ObservableMap<String, String> linesView = FXCollections.unmodifiableObservableMap(lines);
    private final ReadOnlyStringWrapper recordLine = new ReadOnlyStringWrapper("");
    private Map<String, ReviewClaim> others = Map.of();
    private Optional<String> reviewing = Optional.empty();
    /** The claim this desk holds, with the reviewer it was taken for. */
    private Optional<ReviewClaim> mine = Optional.empty();
    private long seenVersion = -1;

    public ReviewClaimsViewModel(ClaimBook claims, TaskRunner runner, SigningViewModel signing,
                                 DialogService dialogs, ZoneId zone, Ticker ticker) {
        this.claims = claims;
        this.runner = runner;
        this.signing = signing;
        this.dialogs = dialogs;
        this.zone = zone;
        signing.unlockedProperty().addListener((obs, was, unlocked) -> keyChanged());
        ticker.every(ClaimWorkflow.RENEW_EVERY, this::renew);
        ticker.every(LOOK_EVERY, this::lookForChanges);
    }

    /** The record now open for review, or empty when the desk left it; claims it and releases the last. */
    public void follow(Optional<String> subject) {
        if (subject.equals(reviewing)) {
            return;
        }
        reviewing = subject;
        Optional<ReviewClaim> left = mine;
        mine = Optional.empty();
        Optional<UnlockedKey> me = signing.key();
        showRecordLine();
        runner.run(progress -> {
            left.ifPresent(claim -> claims.release(claim.subjectSha256(), claim.reviewerId()));
            Optional<ReviewClaim> held = subject.flatMap(s -> me.map(key -> claims.claim(s, reviewerId(key),
                    key.key().publicKey().fingerprint())));
            return new Read(held, claims.active());
        }, read -> {
            Optional<ReviewClaim> taken = read.held().filter(claim -> claim.reviewerId()
                    .equals(me.map(ReviewClaimsViewModel::reviewerId).orElse("")));
            if (taken.isPresent() && subject.equals(reviewing) && me.equals(signing.key())) {
                mine = taken;
            } else {
                // The desk moved on while the claim was being taken: give it back at once.
                taken.ifPresent(claim -> runner.run(progress -> {
                    claims.release(claim.subjectSha256(), claim.reviewerId());
                    return claim;
                }, released -> { }, this::failed));
            }
            show(read.active());
        }, this::failed);
    }

    /** Renews this desk's claim (every minute while a record stays open). */
    public void renew() {
        Optional<ReviewClaim> held = mine;
        if (held.isEmpty()) {
            return;
        }
        ReviewClaim claim = held.get();
        runner.run(progress -> new Read(claims.renew(claim.subjectSha256(), claim.reviewerId(), claim.keyId()),
                claims.active()), read -> {
                    if (mine.equals(held)) {
                        mine = read.held();
                    }
                    show(read.active());
                }, this::failed);
    }

    /** Reads every desk's claims again (also when the store's change feed says claims changed). */
    public void refresh() {
        runner.run(progress -> new Read(Optional.empty(), claims.active()), read -> show(read.active()), this::failed);
    }

    /** Reads the claims again only when the store's claim version moved since the last look. */
    public void lookForChanges() {
        runner.run(progress -> claims.version(), version -> {
            if (version != seenVersion) {
                seenVersion = version;
                refresh();
            }
        }, this::failed);
    }

    /**
     * Whether to go on deciding {@code subject}: at once when no other reviewer is reviewing it;
     * else only if the editor confirms deciding over their claim.
     */
    public boolean mayDecide(String subject) {
        ReviewClaim other = others.get(subject);
        if (other == null) {
            return true;
        }
        return dialogs.confirm("Someone else is reviewing this", lineFor(other)
                + ". A claim never blocks you, but your decision may cross theirs. Decide anyway?", "Decide anyway");
    }

    /** Releases this desk's claim (the window is closing). */
    public void close() {
        follow(Optional.empty());
    }

    /** "kim.lee · since 09:12" per subject another reviewer holds now, for the queue's Reviewing column. */
    public ObservableMap<String, String> lines() {
        return linesView;
    }

    /** For the open record: who else is reviewing it, or that this desk holds its claim; empty otherwise. */
    public ReadOnlyStringProperty recordLineProperty() {
        return recordLine.getReadOnlyProperty();
    }

    /** Whose claims count as one's own in "not claimed by others": the unlocked key's reviewer, else nobody. */
    public String me() {
        return signing.key().map(ReviewClaimsViewModel::reviewerId).orElse("");
    }

    private void keyChanged() {
        Optional<String> open = reviewing;
        // Locking the key leaves the record; unlocking one claims the open record for its reviewer.
        reviewing = Optional.empty();
        follow(open);
    }

    private void show(List<ReviewClaim> active) {
        String me = me();
        Map<String, ReviewClaim> next = new HashMap<>();
        Map<String, String> nextLines = new HashMap<>();
        for (ReviewClaim claim : active) {
            if (!claim.reviewerId().equals(me)) {
                next.put(claim.subjectSha256(), claim);
                nextLines.put(claim.subjectSha256(), rowLine(claim));
            }
        }
        others = Map.copyOf(next);
        lines.keySet().retainAll(nextLines.keySet());
        nextLines.forEach((subject, line) -> {
            if (!line.equals(lines.get(subject))) {
                lines.put(subject, line);
            }
        });
        showRecordLine();
    }

    private void showRecordLine() {
        Optional<ReviewClaim> other = reviewing.map(others::get);
        if (other.isPresent()) {
            recordLine.set(lineFor(other.get()));
        } else if (mine.isPresent() && reviewing.equals(Optional.of(mine.get().subjectSha256()))) {
            recordLine.set("You are reviewing this as " + mine.get().reviewerId() + " · since "
                    + Timestamps.clockTime(mine.get().claimedAt(), zone) + " · other desks see it");
        } else {
            recordLine.set("");
        }
    }

    /** The queue's Reviewing column: "kim.lee · since 09:12" (the column's title says the rest). */
    private String rowLine(ReviewClaim claim) {
        return claim.reviewerId() + " · since " + Timestamps.clockTime(claim.claimedAt(), zone);
    }

    private String lineFor(ReviewClaim claim) {
        return claim.reviewerId() + " is reviewing · since " + Timestamps.clockTime(claim.claimedAt(), zone);
    }

    private void failed(Throwable error) {
        // A claim is a courtesy to other desks: failing to tell them must not interrupt the review.
        recordLine.set(reviewing.isPresent() ? "Other desks cannot be told you are reviewing this: "
                + (error.getMessage() == null ? error.getClass().getSimpleName() : error.getMessage()) : "");
    }

    private static String reviewerId(UnlockedKey key) {
        return key.reviewer().reviewerId();
    }

    /** What a background read brought: the claim taken or renewed, if any, and every active claim. */
    private record Read(Optional<ReviewClaim> held, List<ReviewClaim> active) {
    }
}
