package org.copydesk.app.cli;

import java.nio.file.Path;

import org.copydesk.model.checks.release.ReleaseReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code gate --release DIR}: every {@code release.*} check; exit 1 when any fails. */
@Command(name = "gate", description = "Run the release gate over a release/ tree against this store's decisions.")
public final class GateCommand extends StoreCommand {

    @Option(names = "--release", required = true, paramLabel = "DIR", description = "The release/ directory.")
    Path release;

    public GateCommand(CliContext context) {
        super(context);
    }

    @Override
    int run() {
        ReleaseReport report = withRoot(s -> s.gate().gate(release));
        if (json()) {
            printJson(ReleaseJson.gate(report));
        } else {
            ReleaseJson.printGate(context, report);
        }
        return report.passed() ? ExitCodes.OK : ExitCodes.PROBLEMS;
    }
}
