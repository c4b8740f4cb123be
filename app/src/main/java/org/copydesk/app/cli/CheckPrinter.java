package org.copydesk.app.cli;

import java.io.PrintWriter;
import java.util.List;

import org.copydesk.app.workflow.DocumentKinds;
import org.copydesk.app.workflow.check.RecordChecks;
import org.copydesk.app.workflow.release.TakeReview;
import org.copydesk.model.checks.CheckResult;

/**
 * What {@code check} prints, written one record at a time as the records are checked, so that a check of every
 * run holds no run's results once they are printed; it keeps only whether any failed and whether any was a take.
 */
abstract class CheckPrinter {

    private boolean anyFailed;
    private boolean anyTake;

    static CheckPrinter of(boolean json, PrintWriter out) {
        return json ? new JsonPrinter(out) : new PlainPrinter(out);
    }

    final void add(RecordChecks each) {
        anyFailed |= each.report().anyFailed();
        anyTake |= each.kind().equals(DocumentKinds.ANALYST_TAKE);
        print(each);
    }

    /** Ends the output; returns whether any record failed a check. */
    final boolean finish() {
        end(anyTake);
        return anyFailed;
    }

    abstract void print(RecordChecks each);

    abstract void end(boolean anyTake);

    /** The same pretty-printed document {@code printJson} of the whole answer gives, written as it goes. */
    private static final class JsonPrinter extends CheckPrinter {
        private final StreamedJsonArray records;

        JsonPrinter(PrintWriter target) {
            records = new StreamedJsonArray(target, "records");
        }

        @Override
        void print(RecordChecks each) {
            records.add(out -> {
                out.writeStartObject();
                out.writeStringField("id", each.id());
                out.writeStringField("kind", each.kind());
                out.writeArrayFieldStart("checks");
                for (CheckResult result : each.report().results()) {
                    out.writeStartObject();
                    out.writeStringField("check_id", result.checkId());
                    out.writeStringField("result", result.verdict().wire());
                    out.writeStringField("detail", result.detail());
                    out.writeEndObject();
                }
                out.writeEndArray();
                out.writeEndObject();
            });
        }

        @Override
        void end(boolean anyTake) {
            records.end();
        }
    }

    private static final class PlainPrinter extends CheckPrinter {
        private final PrintWriter out;

        PlainPrinter(PrintWriter out) {
            this.out = out;
        }

        @Override
        void print(RecordChecks each) {
            List<String> failed = each.report().failedIds();
            out.printf("%s  %s%n", each.id().substring(0, 12),
                    failed.isEmpty() ? "all checks pass" : "FAILED " + String.join(", ", failed));
            for (CheckResult result : each.report().results()) {
                if (result.failed()) {
                    out.printf("    %s: %s%n", result.checkId(), result.detail());
                }
            }
        }

        @Override
        void end(boolean anyTake) {
            out.println("Checks prove shape (digests, numbers, citations agree), never truth.");
            if (anyTake) {
                out.println(TakeReview.SCREEN_NOTICE);
            }
        }
    }
}
