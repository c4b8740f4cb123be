package org.copydesk.model.run;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** The allowlist a discover run was held to. */
public record DiscoverContext(List<String> hosts, List<String> contentTypes) implements RunContext {

    public static DiscoverContext from(JsonNode node, String path) {
        JsonNode allowlist = Fields.object(node, "allowlist", path);
        String inner = Fields.join(path, "allowlist");
        return new DiscoverContext(Fields.textList(allowlist, "hosts", inner),
                allowlist.has("content_types") ? Fields.textList(allowlist, "content_types", inner) : List.of());
    }
}
