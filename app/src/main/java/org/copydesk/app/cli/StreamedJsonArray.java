package org.copydesk.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;

import com.fasterxml.jackson.core.JsonGenerator;
import org.copydesk.model.json.Json;

/**
 * A pretty-printed JSON object holding one array, written an element at a time, so that a command's
 * answer is never held whole: the same text the object built as a tree and printed would give.
 */
final class StreamedJsonArray {

    /** Writes one element of the array. */
    @FunctionalInterface
    interface Element {
        void writeTo(JsonGenerator out) throws IOException;
    }

    private final PrintWriter target;
    private final JsonGenerator out;

    StreamedJsonArray(PrintWriter target, String arrayName) {
        this.target = target;
        try {
            out = Json.mapper().writerWithDefaultPrettyPrinter().createGenerator(target);
            out.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            out.writeStartObject();
            out.writeArrayFieldStart(arrayName);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void add(Element element) {
        try {
            element.writeTo(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Closes the array and the object, and ends the line. */
    void end() {
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
