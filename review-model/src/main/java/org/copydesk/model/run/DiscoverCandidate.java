package org.copydesk.model.run;

import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** A source URL upstream considered, with its policy decision. */
public record DiscoverCandidate(String url, Optional<String> canonicalUrl, String decision, Optional<String> reason) {

    public static DiscoverCandidate from(JsonNode node, String path) {
        return new DiscoverCandidate(Fields.text(node, "url", path), Fields.nullableText(node, "canonical_url", path),
                Fields.text(node, "decision", path), Fields.nullableText(node, "reason", path));
    }
}
