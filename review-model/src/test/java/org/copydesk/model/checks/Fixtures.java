package org.copydesk.model.checks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.model.digest.Digests;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.Sha256;
import org.copydesk.model.json.SharedSpec;
import org.copydesk.model.release.BriefingTake;
import org.copydesk.model.release.ForecastArtifact;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.snapshot.SourceSnapshot;

/**
 * Vector documents with small edits, digests resealed so only the edited rule is at stake.
 * An edit is {@code /json/pointer=<json>}; several are joined with {@code " && "}; a pointer
 * ending in {@code /-} appends, and the value {@code <absent>} removes the field. An edit
 * that sets a {@code sha256} or {@code *_sha256} field is applied again after resealing, so a test can state
 * a wrong digest on purpose.
 */
final class Fixtures {

    static final String POLL = "f5197fc2656047b932614b878e82b6a261c94f0f0ba057ec4831acea73ec5296.json";
    static final String EVENT = "6e6ea94f9713893141b27ec3281b2fb3b489500884780145f8212d06186c3105.json";
    static final String COMMENTARY = "3c6490daedf0c079ba99b76be628ba40708975acad12b58888f271c71eb4370b.json";
    static final String BLOCKED = "d7c1ecf75ae97ab68b8abfe8020a8f92eabb2ca58084bc83d0164670d408f801.json";
    static final String DISCOVER = "eea406e310431363963e4789ad0d93e0c95957973528e2548710240e0f722590.json";

    private Fixtures() {
    }

    static ShadowRun run(String file, String edits) {
        ObjectNode root = (ObjectNode) read(SharedSpec.vectors().resolve("bundle/runs").resolve(file));
        List<String[]> parsed = parse(edits);
        apply(root, parsed, false);
        for (JsonNode source : root.withArray("sources")) {
            resealSnapshot((ObjectNode) source);
        }
        apply(root, parsed, true);
        root.put("record_sha256", Digests.record(root));
        apply(root, parsed, true);
        return ShadowRun.from(root);
    }

    static BriefingTake take(String edits) {
        ObjectNode root = (ObjectNode) read(SharedSpec.vectors().resolve("takes/xx-gov-2026-draft.json"));
        List<String[]> parsed = parse(edits);
        apply(root, parsed, false);
        BriefingTake unsealed = BriefingTake.from(root);
        ObjectNode provenance = (ObjectNode) root.get("provenance");
        provenance.put("packet_sha256", Digests.packet(root.get("packet")));
        provenance.put("verbatim_sha256", Digests.verbatim(unsealed.sections()));
        apply(root, parsed, true);
        root.put("approval_sha256", Digests.takeApproval(root));
        apply(root, parsed, true);
        return BriefingTake.from(root);
    }

    static ForecastArtifact forecast() {
        Path file = SharedSpec.vectors().resolve("release/forecasts/xx-gov-2026/forecast.json");
        try {
            byte[] bytes = Files.readAllBytes(file);
            return ForecastArtifact.from(Json.parse(bytes), Sha256.hex(bytes));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static CheckResult result(CheckReport report, String checkId) {
        return report.results().stream().filter(r -> r.checkId().equals(checkId)).findFirst()
                .orElseThrow(() -> new AssertionError("no result for " + checkId + " in " + report.results()));
    }

    static String describe(CheckResult result) {
        return result.checkId() + " " + result.verdict().wire() + ": " + result.detail();
    }

    private static void resealSnapshot(ObjectNode snapshot) {
        List<String> texts = new ArrayList<>();
        for (JsonNode block : snapshot.withArray("blocks")) {
            ((ObjectNode) block).put("sha256", Digests.block(block.get("text").asText()));
            texts.add(block.get("text").asText());
        }
        if (!snapshot.get("normalized_sha256").isNull()) {
            snapshot.put("normalized_sha256", Digests.normalized(texts));
        }
        SourceSnapshot parsed = SourceSnapshot.from(snapshot, "");
        snapshot.put("document_sha256", Digests.document(parsed.mimeType(), parsed.normalizedSha256(), parsed.blocks()));
        snapshot.put("snapshot_sha256", Digests.snapshot(snapshot));
    }

    static List<String[]> parse(String edits) {
        List<String[]> out = new ArrayList<>();
        if (edits == null || edits.isBlank()) {
            return out;
        }
        for (String edit : edits.split(" && ")) {
            int eq = edit.indexOf('=');
            out.add(new String[] {edit.substring(0, eq).trim(), edit.substring(eq + 1).trim()});
        }
        return out;
    }

    static void apply(ObjectNode root, List<String[]> edits, boolean digestsOnly) {
        for (String[] edit : edits) {
            if (digestsOnly && !edit[0].endsWith("sha256")) {
                continue;
            }
            JsonPointer pointer = JsonPointer.compile(edit[0]);
            JsonNode parent = root.at(pointer.head());
            String name = pointer.last().getMatchingProperty();
            if (parent.isArray()) {
                ArrayNode array = (ArrayNode) parent;
                if (name.equals("-")) {
                    array.add(value(edit[1]));
                } else {
                    array.set(Integer.parseInt(name), value(edit[1]));
                }
            } else if (edit[1].equals("<absent>")) {
                ((ObjectNode) parent).remove(name);
            } else {
                ((ObjectNode) parent).set(name, value(edit[1]));
            }
        }
    }

    private static JsonNode value(String json) {
        return Json.parse(json.getBytes(StandardCharsets.UTF_8));
    }

    private static JsonNode read(Path file) {
        try {
            return Json.parse(Files.readAllBytes(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
