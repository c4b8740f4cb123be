package org.copydesk.app.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.workflow.UserInputException;
import org.copydesk.model.json.Json;
import org.copydesk.store.StoredDecision;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code export --out DIR}: each decision's exact signed bytes, its armored signature, and {@code allowed_signers}. */
@Command(name = "export", description = "Export decisions for verification with stock `ssh-keygen -Y verify`.")
public final class ExportCommand extends StoreCommand {

    @Option(names = "--out", required = true, paramLabel = "DIR")
    Path out;

    public ExportCommand(CliContext context) {
        super(context);
    }

    @Override
    int run() {
        record Export(List<StoredDecision> decisions, List<String> signers) {
        }
        Export export = withRoot(s -> new Export(s.store().decisions().all(), s.roster().allowedSigners()));
        try {
            Files.createDirectories(out);
            for (StoredDecision decision : export.decisions()) {
                Files.write(out.resolve(decision.decisionSha256() + ".json"), decision.body());
                Files.writeString(out.resolve(decision.decisionSha256() + ".json.sig"), decision.signature(),
                        StandardCharsets.US_ASCII);
            }
            Files.write(out.resolve("allowed_signers"), export.signers(), StandardCharsets.US_ASCII);
        } catch (IOException e) {
            throw new UserInputException(out + ": cannot write the export: " + e.getMessage());
        }
        if (json()) {
            ObjectNode json = Json.nodes().objectNode();
            json.put("exported", export.decisions().size());
            printJson(json);
        } else {
            context.out().printf("exported %d decisions to %s%n", export.decisions().size(), out);
        }
        return ExitCodes.OK;
    }
}
