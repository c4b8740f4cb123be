package org.copydesk.model.decision;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.model.json.Json;

/**
 * The roster as the replay of its verified changes ({@code reviewer-roster.v1}). {@code entries}
 * keeps every key a reviewer ever had, in the order added, so that a decision is judged by the
 * key valid when it was made; {@code problems} names changes that failed verification, from
 * which point on nothing was applied.
 */
public record RosterState(String storeId, List<RosterEntry> entries, List<String> problems, Optional<String> headSha256,
                          int appliedChanges) {

    public static final String SCHEMA = "reviewer-roster.v1";

    public static RosterState empty(String storeId) {
        return new RosterState(storeId, List.of(), List.of(), Optional.empty(), 0);
    }

    public boolean isInitialized() {
        return appliedChanges > 0;
    }

    /** The reviewer's newest entry. */
    public Optional<RosterEntry> current(String reviewerId) {
        RosterEntry found = null;
        for (RosterEntry entry : entries) {
            if (entry.reviewerId().equals(reviewerId)) {
                found = entry;
            }
        }
        return Optional.ofNullable(found);
    }

    /** The entry holding this key fingerprint that is active now (not revoked). */
    public Optional<RosterEntry> activeByFingerprint(String keyId) {
        return keys().activeByFingerprint(keyId);
    }

    /** The entry of {@code reviewerId} with this key that was in force at {@code at}. */
    public Optional<RosterEntry> activeAt(String reviewerId, String keyId, String at) {
        return keys().activeAt(reviewerId, keyId, at);
    }

    /** The entries with their fingerprints and times worked out, for a caller that asks many times. */
    public RosterKeys keys() {
        return new RosterKeys(entries);
    }

    public ObjectNode toJson() {
        ObjectNode node = Json.nodes().objectNode();
        node.put("schema", SCHEMA);
        node.put("store_id", storeId);
        ArrayNode list = node.putArray("entries");
        entries.forEach(e -> list.add(e.toJson()));
        ArrayNode issues = node.putArray("problems");
        problems.forEach(issues::add);
        return node;
    }

    static Optional<Instant> instant(String text) {
        try {
            return Optional.of(Instant.parse(text));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    RosterState with(List<RosterEntry> newEntries, String head) {
        return new RosterState(storeId, List.copyOf(newEntries), problems, Optional.of(head), appliedChanges + 1);
    }

    RosterState withProblem(String problem) {
        List<String> all = new ArrayList<>(problems);
        all.add(problem);
        return new RosterState(storeId, entries, List.copyOf(all), headSha256, appliedChanges);
    }
}
