package org.copydesk.model.doc;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.brief.ResearchBrief;
import org.copydesk.model.decision.ReviewDecision;
import org.copydesk.model.json.Fields;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.MalformedDocumentException;
import org.copydesk.model.json.Sha256;
import org.copydesk.model.release.BriefingTake;
import org.copydesk.model.release.FallbackTake;
import org.copydesk.model.release.ForecastArtifact;
import org.copydesk.model.release.RaceRegistry;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.snapshot.SourceSnapshot;

/** Reads any interchange document by its {@code schema}; an unknown schema is refused, never guessed. */
public final class Documents {

    public static final List<String> KNOWN_SCHEMAS = List.of(ShadowRun.SCHEMA, SourceSnapshot.SCHEMA,
            FallbackTake.SCHEMA, BriefingTake.SCHEMA, ResearchBrief.SCHEMA, RaceRegistry.SCHEMA,
            ForecastArtifact.SCHEMA, ReviewDecision.SCHEMA);

    private Documents() {
    }

    /**
     * Parses and decodes bytes.
     *
     * @throws MalformedDocumentException with a one-line reason
     */
    public static Decoded decode(byte[] bytes) {
        JsonNode node = Json.parse(bytes);
        return decode(node, bytes);
    }

    public static Decoded decode(JsonNode node, byte[] bytes) {
        if (!node.isObject()) {
            throw new MalformedDocumentException("top level must be a JSON object");
        }
        String schema = Fields.text(node, "schema", "");
        return switch (schema) {
            case ShadowRun.SCHEMA -> new Decoded.Run(ShadowRun.from(node));
            case SourceSnapshot.SCHEMA -> new Decoded.Snapshot(SourceSnapshot.from(node, ""));
            case FallbackTake.SCHEMA -> new Decoded.Take(FallbackTake.from(node));
            case BriefingTake.SCHEMA -> new Decoded.Take(BriefingTake.from(node));
            case ResearchBrief.SCHEMA -> new Decoded.Brief(ResearchBrief.from(node));
            case RaceRegistry.SCHEMA -> new Decoded.Registry(RaceRegistry.from(node));
            case ForecastArtifact.SCHEMA -> new Decoded.Forecast(ForecastArtifact.from(node, Sha256.hex(bytes)));
            case ReviewDecision.SCHEMA -> new Decoded.Decision(ReviewDecision.from(node));
            default -> throw new MalformedDocumentException("unknown schema \"" + abbreviate(schema)
                    + "\" (copydesk reads " + String.join(", ", KNOWN_SCHEMAS) + ")");
        };
    }

    private static String abbreviate(String value) {
        return value.length() > 60 ? value.substring(0, 60) + "…" : value;
    }
}
