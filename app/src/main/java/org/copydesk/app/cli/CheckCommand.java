package org.copydesk.app.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.core.JsonGenerator;
import org.copydesk.app.workflow.DocumentKinds;
import org.copydesk.app.workflow.RefusedException;
import org.copydesk.app.workflow.UserInputException;
import org.copydesk.app.workflow.check.RecordChecks;
import org.copydesk.app.workflow.release.TakeReview;
import org.copydesk.importers.release.ReleaseTree;
import org.copydesk.model.checks.CheckResult;
import org.copydesk.model.json.Json;
import org.copydesk.model.release.tree.ReleaseView;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code check [--record ID] [--release DIR]}: every applicable check (CHECKS.md) on one or all records: shadow
 * runs, research briefs and v3 analyst takes; exit 1 when any fails.
 */
@Command(name = "check", description = "Run every applicable deterministic check. A check proves shape, never truth.")
public final class CheckCommand extends StoreCommand {

    @Option(names = "--record", paramLabel = "ID", description = "A record digest or unique prefix (8+ hex digits).")
    String record;

    @Option(names = "--release", paramLabel = "DIR",
            description = "Bind takes to this release tree's forecasts instead of the imported release.")
    Path release;

    public CheckCommand(CliContext context) {
        super(context);
    }

    @Override
    int run() {
        Optional<ReleaseView> releaseView = Optional.ofNullable(release).map(CheckCommand::readRelease);
        List<RecordChecks> all = withRoot(s -> {
            if (record == null) {
                List<RecordChecks> every = new ArrayList<>(s.checks().checkAllRuns());
                every.addAll(s.checks().checkAllBriefs());
                s.takes().reviewAll(releaseView).forEach(review -> every.add(asRecord(review)));
                return every;
            }
            String prefix = Ids.prefix(record);
            List<String> runs = s.store().runs().matchingPrefix(prefix, 2);
            List<String> briefs = s.store().documents().matchingPrefix(DocumentKinds.RESEARCH_BRIEF, prefix, 2);
            List<String> takes = s.store().documents().matchingPrefix(DocumentKinds.ANALYST_TAKE, prefix, 2);
            if (runs.size() + briefs.size() + takes.size() != 1) {
                throw new RefusedException(runs.isEmpty() && briefs.isEmpty() && takes.isEmpty()
                        ? "unknown record " + record : "the prefix " + record + " matches several records; give more digits");
            }
            if (!runs.isEmpty()) {
                return List.of(s.checks().checkRun(runs.get(0)).orElseThrow());
            }
            if (!briefs.isEmpty()) {
                return List.of(s.checks().checkBrief(briefs.get(0)).orElseThrow());
            }
            return List.of(asRecord(s.takes().review(takes.get(0), releaseView).orElseThrow(() -> new RefusedException(
                    "record " + takes.get(0) + " is a v2 fallback take: it carries no prose, and no take.* check applies"))));
        });
        boolean anyFailed = all.stream().anyMatch(r -> r.report().anyFailed());
        if (json()) {
            printStreamed(all);
        } else {
            for (RecordChecks each : all) {
                List<String> failed = each.report().failedIds();
                context.out().printf("%s  %s%n", each.id().substring(0, 12),
                        failed.isEmpty() ? "all checks pass" : "FAILED " + String.join(", ", failed));
                for (CheckResult result : each.report().results()) {
                    if (result.failed()) {
                        context.out().printf("    %s: %s%n", result.checkId(), result.detail());
                    }
                }
            }
            context.out().println("Checks prove shape (digests, numbers, citations agree), never truth.");
            if (all.stream().anyMatch(r -> r.kind().equals(DocumentKinds.ANALYST_TAKE))) {
                context.out().println(TakeReview.SCREEN_NOTICE);
            }
        }
        return anyFailed ? ExitCodes.PROBLEMS : ExitCodes.OK;
    }

    /**
     * The same pretty-printed document {@code printJson} gives, written as it goes: a tree and its text for
     * 100,000 runs would not fit the command line's heap beside the results themselves.
     */
    private void printStreamed(List<RecordChecks> all) {
        try (JsonGenerator out = Json.mapper().writerWithDefaultPrettyPrinter().createGenerator(context.out())) {
            out.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            out.writeStartObject();
            out.writeArrayFieldStart("records");
            for (RecordChecks each : all) {
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
            }
            out.writeEndArray();
            out.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        context.out().println();
    }

    private static RecordChecks asRecord(TakeReview review) {
        return new RecordChecks(review.id(), DocumentKinds.ANALYST_TAKE, review.report());
    }

    private static ReleaseView readRelease(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new UserInputException(dir + ": not a release directory");
        }
        return ReleaseTree.read(dir);
    }
}
