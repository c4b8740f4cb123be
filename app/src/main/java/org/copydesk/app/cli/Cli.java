package org.copydesk.app.cli;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import org.copydesk.app.StoreLocations;
import org.copydesk.app.StoreOpener;
import org.copydesk.app.workflow.RefusedException;
import org.copydesk.app.workflow.DemoSeed;
import picocli.CommandLine;

/**
 * The headless command line (CLI.md). Exit status: 0 success, 1 the command found problems,
 * 2 bad usage or unreadable input. Errors are one line on stderr, never a stack trace.
 */
public final class Cli {

    private static final String OUT_OF_MEMORY = "out of memory; COPYDESK_CLI_HEAP=1g ./copydesk … raises the heap";

    private final CliContext context;

    public Cli(CliContext context) {
        this.context = context;
    }

    public static Cli standard() {
        PrintWriter out = new PrintWriter(new java.io.OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new java.io.OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        Map<String, String> env = System.getenv();
        return new Cli(new CliContext(out, err,
                StoreLocations.defaultStore(env, System.getProperty("user.home")), DemoSeed.demoCorpus(),
                java.time.Clock.systemUTC(),
                java.util.Optional.ofNullable(env.get(StoreOpener.STORE_ENV)).filter(s -> !s.isBlank())));
    }

    public int run(String... args) {
        CommandLine line = new CommandLine(new CopydeskCommand(), new ContextFactory(context));
        line.setOut(context.out());
        line.setErr(context.err());
        line.setParameterExceptionHandler((ex, arguments) -> {
            context.err().println("copydesk: " + UsageMessages.of(ex, arguments));
            return ExitCodes.USAGE;
        });
        line.setExecutionExceptionHandler((ex, cmd, parsed) -> {
            if (causedByOutOfMemory(ex)) {
                // Out of memory on a worker: the pool hands it back wrapped in the job's failure.
                return outOfMemoryIn(cmd.getCommand());
            }
            context.err().println("copydesk: " + oneLine(ex));
            return ex instanceof RefusedException ? ExitCodes.PROBLEMS : ExitCodes.USAGE;
        });
        int code;
        try {
            code = line.execute(args);
        } catch (OutOfMemoryError e) {
            // The command's own thread: picocli hands only exceptions to the handler above. What the command
            // held is unreachable by now, so there is room to say so.
            code = outOfMemoryIn(running(line));
        }
        context.out().flush();
        context.err().flush();
        return code;
    }

    /** One line naming what the command worked on, and how to give it more heap; exit 2, as for unreadable input. */
    private int outOfMemoryIn(Object command) {
        String subject = command instanceof StoreCommand c ? c.subject() + ": " : "";
        context.err().println("copydesk: " + subject + OUT_OF_MEMORY);
        return ExitCodes.USAGE;
    }

    private static boolean causedByOutOfMemory(Throwable error) {
        for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof OutOfMemoryError) {
                return true;
            }
        }
        return false;
    }

    /** The command the arguments chose (a subcommand's), or null when they were never parsed. */
    private static Object running(CommandLine line) {
        CommandLine.ParseResult parsed = line.getParseResult();
        if (parsed == null) {
            return null;
        }
        while (parsed.hasSubcommand()) {
            parsed = parsed.subcommand();
        }
        return parsed.commandSpec().userObject();
    }

    private static String oneLine(Exception ex) {
        String message = ex.getMessage() == null ? ex.getClass().getSimpleName() : ex.getMessage();
        return message.replaceAll("\\s+", " ").trim();
    }

    /** Gives commands the context through their constructors. */
    private static final class ContextFactory implements CommandLine.IFactory {
        private final CliContext context;
        private final CommandLine.IFactory fallback = CommandLine.defaultFactory();

        ContextFactory(CliContext context) {
            this.context = context;
        }

        @Override
        public <K> K create(Class<K> type) throws Exception {
            try {
                return type.getConstructor(CliContext.class).newInstance(context);
            } catch (NoSuchMethodException e) {
                return fallback.create(type);
            }
        }
    }
}
