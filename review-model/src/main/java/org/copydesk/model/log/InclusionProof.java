package org.copydesk.model.log;

import java.util.HexFormat;
import java.util.List;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.model.json.Json;

/** A leaf's place in the log at one size ({@code decision-log-proof.v1}). */
public record InclusionProof(String storeId, long leafIndex, long treeSize, byte[] leafHash, List<byte[]> path) {

    public static final String SCHEMA = "decision-log-proof.v1";

    public InclusionProof {
        path = List.copyOf(path);
    }

    public boolean verifies(byte[] root) {
        return MerkleProofs.verifyInclusion(leafIndex, treeSize, leafHash, path, root);
    }

    public ObjectNode toJson() {
        HexFormat hex = HexFormat.of();
        ObjectNode node = Json.nodes().objectNode();
        node.put("schema", SCHEMA);
        node.put("store_id", storeId);
        node.put("leaf_index", leafIndex);
        node.put("tree_size", treeSize);
        node.put("leaf_sha256", hex.formatHex(leafHash));
        ArrayNode array = node.putArray("path");
        path.forEach(p -> array.add(hex.formatHex(p)));
        return node;
    }
}
