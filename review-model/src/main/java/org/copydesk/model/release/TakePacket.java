package org.copydesk.model.release;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** The evidence packet the model was given for a take. */
public record TakePacket(List<String> candidates, List<String> evidenceIds, List<PacketSection> sections, JsonNode json) {

    public static TakePacket from(JsonNode node, String path) {
        List<JsonNode> items = Fields.objects(node, "sections", path);
        List<PacketSection> sections = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            sections.add(PacketSection.from(items.get(i), Fields.item(path, "sections", i)));
        }
        return new TakePacket(Fields.textList(node, "candidates", path), Fields.textList(node, "evidence_ids", path),
                List.copyOf(sections), node);
    }

    public Optional<PacketSection> section(String name) {
        return sections.stream().filter(s -> s.section().equals(name)).findFirst();
    }
}
