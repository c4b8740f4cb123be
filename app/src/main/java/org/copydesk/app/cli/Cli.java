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
            context.err().println("copydesk: " + oneLine(ex));
            return ex instanceof RefusedException ? ExitCodes.PROBLEMS : ExitCodes.USAGE;
        });
        int code = line.execute(args);
        context.out().flush();
        context.err().flush();
        return code;
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
