package org.copydesk.app.workflow.decide;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;
import org.copydesk.model.run.EvidencedValue;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.snapshot.Block;
import org.copydesk.model.snapshot.SourceSnapshot;

/**
 * What a field verdict's path names in a run (FORMATS §4.3): a field, a result's {@code pct},
 * the numeric input or a claim, with the value upstream gave and the blocks a correction may cite.
 */
record VerdictTarget(boolean claim, JsonNode original, Set<String> blocks) {

    static final String FIELDS = "fields.";
    static final String RESULTS = "results.";
    static final String PCT = ".pct";
    static final String NUMERIC_INPUT = "numeric_input.value";
    static final String CLAIMS = "claims.";

    boolean originalNull() {
        return original.isNull();
    }

    static Optional<VerdictTarget> resolve(String path, ShadowRun run) {
        if (path.startsWith(CLAIMS)) {
            String id = path.substring(CLAIMS.length());
            // A claim may cite blocks of any of the run's sources, so any of them may back a verdict.
            return run.commentary().flatMap(c -> c.claims().stream().filter(cl -> cl.claimId().equals(id)).findFirst())
                    .map(claim -> new VerdictTarget(true, TextNode.valueOf(claim.text()),
                            blockIds(run.sources())));
        }
        Optional<SourceSnapshot> source = run.poll().flatMap(p -> run.source(p.sourceId()))
                .or(() -> run.event().flatMap(e -> run.source(e.sourceId())));
        Set<String> blocks = source.map(s -> blockIds(List.of(s))).orElse(Set.of());
        if (path.startsWith(FIELDS)) {
            String name = path.substring(FIELDS.length());
            Optional<EvidencedValue> value = run.poll().map(p -> p.fields().get(name))
                    .or(() -> run.event().map(e -> e.fields().get(name)));
            return value.map(v -> new VerdictTarget(false, v.value(), blocks));
        }
        if (path.startsWith(RESULTS) && path.endsWith(PCT) && path.length() > RESULTS.length() + PCT.length()) {
            String candidate = path.substring(RESULTS.length(), path.length() - PCT.length());
            return run.poll().flatMap(p -> p.results().stream().filter(r -> r.candidate().equals(candidate)).findFirst())
                    .map(r -> new VerdictTarget(false, r.pct(), blocks));
        }
        if (path.equals(NUMERIC_INPUT)) {
            return run.event().flatMap(e -> e.numericInput()).map(n -> new VerdictTarget(false, n.value(), blocks));
        }
        return Optional.empty();
    }

    private static Set<String> blockIds(List<SourceSnapshot> sources) {
        Set<String> ids = new HashSet<>();
        for (SourceSnapshot source : sources) {
            for (Block block : source.blocks()) {
                ids.add(block.blockId());
            }
        }
        return ids;
    }
}
