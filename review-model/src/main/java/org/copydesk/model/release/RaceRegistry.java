package org.copydesk.model.release;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** The release tree's {@code registry.json} ({@code race-registry.v1}). */
public record RaceRegistry(List<RaceEntry> races, JsonNode json) {

    public static final String SCHEMA = "race-registry.v1";

    public static RaceRegistry from(JsonNode node) {
        List<JsonNode> items = Fields.objects(node, "races", "");
        List<RaceEntry> races = new ArrayList<>(items.size());
        for (int i = 0; i < items.size(); i++) {
            races.add(RaceEntry.from(items.get(i), Fields.item("", "races", i)));
        }
        return new RaceRegistry(List.copyOf(races), node);
    }

    public Optional<RaceEntry> race(String raceId) {
        return races.stream().filter(r -> r.raceId().equals(raceId)).findFirst();
    }
}
