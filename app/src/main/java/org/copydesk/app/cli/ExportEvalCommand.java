package org.copydesk.app.cli;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.workflow.UserInputException;
import org.copydesk.app.workflow.metrics.AdjudicatedRun;
import org.copydesk.app.workflow.metrics.EvalJsonLines;
import org.copydesk.model.json.Json;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code export-eval --out FILE}: the human-adjudicated evaluation set as JSON Lines. */
@Command(name = "export-eval", description = "Export the human-adjudicated evaluation set as JSON Lines.")
public final class ExportEvalCommand extends StoreCommand {

    @Option(names = "--out", required = true, paramLabel = "FILE")
    Path out;

    public ExportEvalCommand(CliContext context) {
        super(context);
    }

    @Override
    int run() {
        List<AdjudicatedRun> runs = withRoot(s -> s.metrics().adjudicatedRuns());
        try (Writer writer = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
            EvalJsonLines.write(runs, writer);
        } catch (IOException e) {
            throw new UserInputException(out + ": cannot write the evaluation set: " + e.getMessage());
        }
        if (json()) {
            ObjectNode json = Json.nodes().objectNode();
            json.put("exported", runs.size());
            printJson(json);
        } else {
            context.out().printf("exported %d adjudicated runs to %s%n", runs.size(), out);
        }
        return ExitCodes.OK;
    }
}
