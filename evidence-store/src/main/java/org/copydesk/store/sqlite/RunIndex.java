package org.copydesk.store.sqlite;

import java.util.Locale;
import java.util.Optional;

import com.fasterxml.jackson.databind.node.ArrayNode;
import org.copydesk.model.json.CanonicalJson;
import org.copydesk.model.json.Json;
import org.copydesk.model.run.EvidencedValue;
import org.copydesk.model.run.PollOutput;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.snapshot.SourceSnapshot;

/** The queue's index columns for a run, and its same-sample grouping key (CHECKS.md, Duplicates). */
record RunIndex(Optional<String> title, Optional<String> publisher, Optional<String> pollster,
                Optional<String> fieldStart, Optional<String> fieldEnd, Optional<String> sampleKey) {

    static RunIndex of(ShadowRun run) {
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

    /**
     * Pollster and sponsor trimmed, space-collapsed and case-folded; field dates, population and
     * sample size as written. Empty when any of them is null: such polls are never suggested.
     */
    static Optional<String> sampleKey(PollOutput poll) {
        ArrayNode key = Json.nodes().arrayNode();
        for (String name : new String[] {"pollster", "sponsor", "field_start", "field_end", "population", "sample_size"}) {
            EvidencedValue value = poll.field(name);
            if (value.isNull()) {
                return Optional.empty();
            }
            if (name.equals("pollster") || name.equals("sponsor")) {
                key.add(fold(value.value().asText()));
            } else {
                key.add(value.value());
            }
        }
        return Optional.of(CanonicalJson.string(key));
    }

    static String fold(String text) {
        return text.strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    }
}
