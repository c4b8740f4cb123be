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

    /** This command as parsed: a usage error names it without building the command line again. */
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    /** Options alone, such as {@code copydesk --store s.db}: there is nothing to run. */
    @Override
    public void run() {
        throw new picocli.CommandLine.ParameterException(spec.commandLine(), "name a command after the options "
                + "(import, list, …); without arguments ./copydesk opens the window, on the store COPYDESK_STORE "
                + "names when it is set");
    }

    /** Prints the build's version. */
    public static final class VersionProvider implements picocli.CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"copydesk " + Version.current()};
        }
    }
}
