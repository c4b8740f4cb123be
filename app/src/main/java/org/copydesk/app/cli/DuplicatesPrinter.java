package org.copydesk.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.Optional;

import com.fasterxml.jackson.core.JsonGenerator;
import org.copydesk.model.checks.duplicates.DuplicateSuggestion;
import org.copydesk.model.json.Json;

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
        private final PrintWriter target;
        private final JsonGenerator out;

        JsonPrinter(PrintWriter target) {
            this.target = target;
            try {
                out = Json.mapper().writerWithDefaultPrettyPrinter().createGenerator(target);
                out.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
                out.writeStartObject();
                out.writeArrayFieldStart("suggestions");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        void print(DuplicateSuggestion suggestion, Optional<String> decision) {
            try {
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
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        void end(int printed) {
            try {
                out.writeEndArray();
                out.writeEndObject();
                out.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            target.println();
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
