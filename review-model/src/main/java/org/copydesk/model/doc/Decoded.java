package org.copydesk.model.doc;

import org.copydesk.model.brief.ResearchBrief;
import org.copydesk.model.decision.ReviewDecision;
import org.copydesk.model.release.AnalystTake;
import org.copydesk.model.release.ForecastArtifact;
import org.copydesk.model.release.RaceRegistry;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.snapshot.SourceSnapshot;

/** A document read by its {@code schema}: the closed set of interchange documents. */
public sealed interface Decoded {

    String schema();

    record Run(ShadowRun run) implements Decoded {
        public String schema() {
            return ShadowRun.SCHEMA;
        }
    }

    record Snapshot(SourceSnapshot snapshot) implements Decoded {
        public String schema() {
            return SourceSnapshot.SCHEMA;
        }
    }

    record Take(AnalystTake take) implements Decoded {
        public String schema() {
            return take.json().get("schema").asText();
        }
    }

    record Brief(ResearchBrief brief) implements Decoded {
        public String schema() {
            return ResearchBrief.SCHEMA;
        }
    }

    record Registry(RaceRegistry registry) implements Decoded {
        public String schema() {
            return RaceRegistry.SCHEMA;
        }
    }

    record Forecast(ForecastArtifact artifact) implements Decoded {
        public String schema() {
            return ForecastArtifact.SCHEMA;
        }
    }

    record Decision(ReviewDecision decision) implements Decoded {
        public String schema() {
            return ReviewDecision.SCHEMA;
        }
    }
}
