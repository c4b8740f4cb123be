package org.copydesk.model.run;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** Source candidates found by a discover run (FORMATS §3.5). */
public record DiscoverOutput(List<DiscoverCandidate> candidates) implements RunOutput {

    public static DiscoverOutput from(JsonNode node, String path) {
        List<JsonNode> items = Fields.objects(node, "candidates", path);
        List<DiscoverCandidate> candidates = new ArrayList<>(items.size());
        for (int i = 0; i < items.size(); i++) {
            candidates.add(DiscoverCandidate.from(items.get(i), Fields.item(path, "candidates", i)));
        }
        return new DiscoverOutput(List.copyOf(candidates));
    }
}
