package org.copydesk.app.cli;

import java.io.PrintWriter;
import java.util.Optional;

import org.copydesk.model.checks.duplicates.DuplicateSuggestion;

/**
 * What {@code duplicates} prints, written one suggestion at a time as the pairs are made: a store of 100,000 runs
 * makes about 900,000, and their answer built whole as a tree and then as one string ran a 2 GiB heap out of memory.
 * It keeps only how many it printed.
 */
abstract class DuplicatesPrinter {

    private int printed;

    static DuplicatesPrinter of(boolean json, PrintWriter out) {
        return json ? new JsonPrinter(out) : new PlainPrinter(out);
    }

    /** {@code decision}: the pair's latest valid decision, empty while it is pending. */
    final void add(DuplicateSuggestion suggestion, Optional<String> decision) {
        printed++;
        print(suggestion, decision);
    }

    final void finish() {
        end(printed);
    }

    abstract void print(DuplicateSuggestion suggestion, Optional<String> decision);

    abstract void end(int printed);

    /** The same pretty-printed document {@code printJson} of the whole answer gives, written as it goes. */
    private static final class JsonPrinter extends DuplicatesPrinter {
        private final StreamedJsonArray suggestions;

        JsonPrinter(PrintWriter target) {
            suggestions = new StreamedJsonArray(target, "suggestions");
        }

        @Override
        void print(DuplicateSuggestion suggestion, Optional<String> decision) {
            suggestions.add(out -> {
                out.writeStartObject();
                out.writeStringField("kind", suggestion.kind().id());
                out.writeArrayFieldStart("records");
                for (String record : suggestion.recordSha256s()) {
                    out.writeString(record);
                }
                out.writeEndArray();
                out.writeArrayFieldStart("matched_fields");
                for (String field : suggestion.matchedFields()) {
                    out.writeString(field);
                }
                out.writeEndArray();
                out.writeBooleanField("automatic_merge", false);
                out.writeStringField("decision", decision.orElse(null));
                out.writeEndObject();
            });
        }

        @Override
        void end(int printed) {
            suggestions.end();
        }
    }

    private static final class PlainPrinter extends DuplicatesPrinter {
        private final PrintWriter out;

        PlainPrinter(PrintWriter out) {
            this.out = out;
        }

        @Override
        void print(DuplicateSuggestion suggestion, Optional<String> decision) {
            out.printf("%-20s %s %s  %-16s %s%n", suggestion.kind().id(),
                    suggestion.recordSha256s().get(0).substring(0, 12),
                    suggestion.recordSha256s().get(1).substring(0, 12),
                    decision.orElse("pending"), suggestion.detail());
        }

        @Override
        void end(int printed) {
            out.printf("%d suggestions (never merged automatically)%n", printed);
        }
    }
}
