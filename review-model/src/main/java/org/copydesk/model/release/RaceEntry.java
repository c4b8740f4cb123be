package org.copydesk.model.release;

import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** One race of the release registry, with paths relative to the release root. */
public record RaceEntry(String raceId, String forecast, String analystTake, Optional<String> analystTakeArchiveSha256) {

    public static RaceEntry from(JsonNode node, String path) {
        return new RaceEntry(Fields.text(node, "race_id", path), Fields.text(node, "forecast", path),
                Fields.text(node, "analyst_take", path), Fields.nullableText(node, "analyst_take_archive_sha256", path));
    }
}
