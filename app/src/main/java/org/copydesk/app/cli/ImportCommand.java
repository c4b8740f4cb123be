package org.copydesk.app.cli;

import java.nio.file.Path;
import java.util.List;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.workflow.ImportProgress;
import org.copydesk.app.workflow.ImportSummary;
import org.copydesk.importers.bundle.Refusal;
import org.copydesk.model.json.Json;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code import PATH…}: files, bundle folders and zip bundles. Exit 1 when anything was refused. */
@Command(name = "import", description = "Import shadow runs, takes, briefs and release trees from files, folders or zips.")
public final class ImportCommand extends StoreCommand {

    @Parameters(paramLabel = "PATH", arity = "1..*", description = "Files, bundle folders or .zip bundles.")
    List<Path> paths;

    public ImportCommand(CliContext context) {
        super(context);
    }

    @Override
    int run() {
        ImportSummary summary = withRoot(s -> s.importer().importPaths(paths, ImportProgress.NONE));
        if (json()) {
            ObjectNode json = Json.nodes().objectNode();
            json.put("imported", summary.imported());
            json.put("unchanged", summary.unchanged());
            ArrayNode rejected = json.putArray("rejected");
            for (Refusal refusal : summary.rejected()) {
                rejected.addObject().put("path", refusal.path()).put("error", refusal.reason());
            }
            printJson(json);
        } else {
            context.out().printf("imported %d, unchanged %d, refused %d%n", summary.imported(), summary.unchanged(),
                    summary.rejected().size());
            for (Refusal refusal : summary.rejected()) {
                context.err().println(refusal.path() + ": " + refusal.reason());
            }
        }
        return summary.rejected().isEmpty() ? ExitCodes.OK : ExitCodes.PROBLEMS;
    }
}
