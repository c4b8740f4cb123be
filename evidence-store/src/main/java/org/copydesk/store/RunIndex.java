package org.copydesk.store;

import java.util.Optional;

import com.fasterxml.jackson.databind.node.ArrayNode;
import org.copydesk.model.checks.duplicates.SampleKey;
import org.copydesk.model.json.CanonicalJson;
import org.copydesk.model.json.Json;
import org.copydesk.model.run.PollOutput;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.snapshot.SourceSnapshot;

/**
 * What a store indexes about a run besides its stated fields: the title and publisher of its
 * primary source, a poll's pollster and field dates, and its same-sample grouping key
 * (CHECKS.md, Duplicates). Every store implementation derives them the same way, here.
 */
public record RunIndex(Optional<String> title, Optional<String> publisher, Optional<String> pollster,
                       Optional<String> fieldStart, Optional<String> fieldEnd, Optional<String> sampleKey) {

    public static RunIndex of(ShadowRun run) {
        Optional<SourceSnapshot> primary = run.poll().flatMap(p -> run.source(p.sourceId()))
                .or(() -> run.event().flatMap(e -> run.source(e.sourceId())))
                .or(() -> run.sources().stream().findFirst());
        Optional<PollOutput> poll = run.poll();
        return new RunIndex(
                primary.flatMap(SourceSnapshot::title),
                primary.flatMap(SourceSnapshot::publisher),
                poll.flatMap(p -> p.field("pollster").text()),
                poll.flatMap(p -> p.field("field_start").text()),
                poll.flatMap(p -> p.field("field_end").text()),
                poll.flatMap(RunIndex::sampleKey));
    }

    /** The model's same-sample key (CHECKS.md, Duplicates) as one indexable string; empty when any part is null. */
    static Optional<String> sampleKey(PollOutput poll) {
        return SampleKey.of(poll).map(key -> {
            ArrayNode parts = Json.nodes().arrayNode();
            parts.add(key.pollster()).add(key.sponsor()).add(key.fieldStart()).add(key.fieldEnd())
                    .add(key.population()).add(key.sampleSize());
            return CanonicalJson.string(parts);
        });
    }
}
