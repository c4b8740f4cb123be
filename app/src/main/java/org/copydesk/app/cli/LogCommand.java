package org.copydesk.app.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.workflow.UserInputException;
import org.copydesk.app.workflow.log.ConsistencyResult;
import org.copydesk.app.workflow.log.LogReport;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.MalformedDocumentException;
import org.copydesk.model.log.InclusionProof;
import org.copydesk.model.log.SignedCheckpoint;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code log}: the decision log (FORMATS §4.4). */
@Command(name = "log", description = "Show, prove and check the decision log.",
        subcommands = {LogCommand.Show.class, LogCommand.Prove.class, LogCommand.Consistency.class,
                LogCommand.Forget.class})
public final class LogCommand implements StoreCommandGroup {

    @Mixin
    StoreOptions options;

    @ParentCommand
    CopydeskCommand parent;

    @Override
    public StoreOptions inherited() {
        options.inherit(parent.global);
        return options;
    }

    /** {@code log show}: size, root, latest checkpoint, and whether the history is intact. */
    @Command(name = "show", description = "The log's size, root, latest signed checkpoint, and whether it is intact.")
    public static final class Show extends StoreCommand {

        public Show(CliContext context) {
            super(context);
        }

        @Override
        int run() {
            LogReport report = withRoot(s -> s.log().reportWithWitness());
            if (json()) {
                printJson(LogJson.of(report));
            } else {
                LogJson.print(context, report);
            }
            return report.intact() ? ExitCodes.OK : ExitCodes.PROBLEMS;
        }
    }

    /** {@code log prove --decision ID}: the inclusion proof in the latest checkpoint. */
    @Command(name = "prove", description = "The inclusion proof of a decision (or roster change) in the latest checkpoint.")
    public static final class Prove extends StoreCommand {

        @Option(names = "--decision", required = true, paramLabel = "ID")
        String decision;

        public Prove(CliContext context) {
            super(context);
        }

        @Override
        int run() {
            String prefix = Ids.prefix(decision);
            InclusionProof proof = withRoot(s -> s.log().prove(s.log().resolve(prefix)));
            ObjectNode json = proof.toJson();
            if (json()) {
                printJson(json);
            } else {
                context.out().printf("entry %d of %d, leaf %s%n", proof.leafIndex() + 1, proof.treeSize(),
                        json.get("leaf_sha256").asText());
                json.get("path").forEach(p -> context.out().println("  " + p.asText()));
            }
            return ExitCodes.OK;
        }
    }

    /** {@code log consistency --checkpoint FILE}: whether a kept checkpoint is a prefix of this log. */
    @Command(name = "consistency", description = "Whether a checkpoint kept elsewhere is a prefix of this store's log.")
    public static final class Consistency extends StoreCommand {

        @Option(names = "--checkpoint", required = true, paramLabel = "FILE")
        Path checkpoint;

        public Consistency(CliContext context) {
            super(context);
        }

        @Override
        int run() {
            SignedCheckpoint kept = read(checkpoint);
            ConsistencyResult result = withRoot(s -> s.log().consistency(kept));
            if (json()) {
                ObjectNode json = Json.nodes().objectNode();
                json.put("consistent", result.consistent());
                json.put("old_size", result.oldSize());
                json.put("new_size", result.newSize());
                ArrayNode path = json.putArray("path");
                result.path().forEach(path::add);
                json.put("problem", result.problem().orElse(null));
                printJson(json);
            } else if (result.consistent()) {
                context.out().printf("consistent: the checkpoint's %d entries are a prefix of this log's %d%n",
                        result.oldSize(), result.newSize());
            } else {
                context.out().println("NOT consistent: " + result.problem().orElse(""));
            }
            return result.consistent() ? ExitCodes.OK : ExitCodes.PROBLEMS;
        }

        static SignedCheckpoint read(Path file) {
            try {
                if (!Files.isRegularFile(file)) {
                    throw new UserInputException(file + ": not a regular file");
                }
                return SignedCheckpoint.from(Json.parse(Files.readAllBytes(file)));
            } catch (IOException e) {
                throw new UserInputException(file + ": cannot read: " + e.getMessage());
            } catch (MalformedDocumentException e) {
                throw new UserInputException(file + ": not a decision-log checkpoint: " + e.getMessage());
            }
        }
    }

    /** {@code log forget}: this desk forgets what it witnessed of the store. */
    @Command(name = "forget", description = "Forget what this desk remembers of the store's history, deliberately.")
    public static final class Forget extends StoreCommand {

        public Forget(CliContext context) {
            super(context);
        }

        @Override
        int run() {
            boolean forgotten = withRoot(s -> s.log().witness().forget());
            if (json()) {
                ObjectNode json = Json.nodes().objectNode();
                json.put("forgotten", forgotten);
                printJson(json);
            } else {
                context.out().println(forgotten ? "this desk no longer remembers the store's history; "
                        + "the next open records it afresh" : "this desk had no record of the store");
            }
            return ExitCodes.OK;
        }
    }
}
