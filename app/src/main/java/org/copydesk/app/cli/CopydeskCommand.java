package org.copydesk.app.cli;

import org.copydesk.app.Version;
import picocli.CommandLine.Command;

/** The top-level command; its subcommands are CLI.md's table. */
@Command(name = "copydesk", mixinStandardHelpOptions = true, versionProvider = CopydeskCommand.VersionProvider.class,
        description = "Editorial review of AI-staged election research: import, check, decide, verify.",
        subcommands = {ImportCommand.class, ExtractCommand.class, ListCommand.class, CheckCommand.class,
                DuplicatesCommand.class, KeygenCommand.class, RosterCommand.class, DecideCommand.class,
                VerifyCommand.class, ExportCommand.class, MetricsCommand.class, ExportEvalCommand.class,
                PromoteCommand.class, GateCommand.class, FallbackCommand.class, LogCommand.class,
                StoreAdminCommand.class})
public final class CopydeskCommand implements Runnable {

    /** {@code --store} and {@code --json} may also come before the command name, as in {@code copydesk --store s.db list}. */
    @picocli.CommandLine.Mixin
    StoreOptions global = new StoreOptions();

    @Override
    public void run() {
        throw new picocli.CommandLine.ParameterException(new picocli.CommandLine(this),
                "name a command (import, list, …) or run without arguments to open the window");
    }

    /** Prints the build's version. */
    public static final class VersionProvider implements picocli.CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"copydesk " + Version.current()};
        }
    }
}
