package org.copydesk.app.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.copydesk.app.AppRoot;
import org.copydesk.app.workflow.DocumentKinds;
import org.copydesk.app.workflow.RefusedException;
import org.copydesk.app.workflow.UserInputException;
import org.copydesk.app.workflow.check.RecordChecks;
import org.copydesk.app.workflow.release.TakeReview;
import org.copydesk.importers.release.ReleaseTree;
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
        if (record != null) {
            RecordChecks one = withRoot(s -> checkOne(s, releaseView));
            CheckPrinter printer = CheckPrinter.of(json(), context.out());
            printer.add(one);
            return printer.finish() ? ExitCodes.PROBLEMS : ExitCodes.OK;
        }
        // Every record, printed as it is checked: 100,000 runs' results would not fit the command line's heap.
        boolean anyFailed = withRoot(s -> {
            CheckPrinter printer = CheckPrinter.of(json(), context.out());
            s.checks().checkAllRuns(printer::add);
            s.checks().checkAllBriefs().forEach(printer::add);
            s.takes().reviewAll(releaseView).forEach(review -> printer.add(asRecord(review)));
            return printer.finish();
        });
        return anyFailed ? ExitCodes.PROBLEMS : ExitCodes.OK;
    }

    private RecordChecks checkOne(AppRoot s, Optional<ReleaseView> releaseView) {
        String prefix = Ids.prefix(record);
        List<String> runs = s.store().runs().matchingPrefix(prefix, 2);
        List<String> briefs = s.store().documents().matchingPrefix(DocumentKinds.RESEARCH_BRIEF, prefix, 2);
        List<String> takes = s.store().documents().matchingPrefix(DocumentKinds.ANALYST_TAKE, prefix, 2);
        if (runs.size() + briefs.size() + takes.size() != 1) {
            throw new RefusedException(runs.isEmpty() && briefs.isEmpty() && takes.isEmpty()
                    ? "unknown record " + record : "the prefix " + record + " matches several records; give more digits");
        }
        if (!runs.isEmpty()) {
            return s.checks().checkRun(runs.get(0)).orElseThrow();
        }
        if (!briefs.isEmpty()) {
            return s.checks().checkBrief(briefs.get(0)).orElseThrow();
        }
        return asRecord(s.takes().review(takes.get(0), releaseView).orElseThrow(() -> new RefusedException(
                "record " + takes.get(0) + " is a v2 fallback take: it carries no prose, and no take.* check applies")));
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
