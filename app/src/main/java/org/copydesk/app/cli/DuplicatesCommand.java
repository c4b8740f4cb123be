package org.copydesk.app.cli;

import org.copydesk.app.workflow.check.PairDecisions;
import picocli.CommandLine.Command;

/** {@code duplicates}: store-wide suggestions, each with its pair's latest valid decision. Nothing is merged. */
@Command(name = "duplicates", description = "Store-wide duplicate suggestions; never merged automatically.")
public final class DuplicatesCommand extends StoreCommand {

    public DuplicatesCommand(CliContext context) {
        super(context);
    }

    @Override
    int run() {
        // Printed as they are made: 100,000 runs make about 900,000 suggestions.
        withRoot(s -> {
            PairDecisions decisions = new PairDecisions(s.verify().verifyAll());
            DuplicatesPrinter printer = DuplicatesPrinter.of(json(), context.out());
            s.duplicates().suggestions(d -> printer.add(d, decisions.latest(d.recordSha256s())));
            printer.finish();
            return null;
        });
        return ExitCodes.OK;
    }
}
