package org.copydesk.app.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.app.workflow.UserInputException;
import org.copydesk.app.workflow.decide.DecideRequest;
import org.copydesk.app.workflow.decide.DecisionWorkflow;
import org.copydesk.importers.files.RegularFiles;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.MalformedDocumentException;
import org.copydesk.model.signing.SigningKey;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code decide}: signs and stores a decision as the key's reviewer, or refuses with exit 1 and nothing stored. */
@Command(name = "decide", description = "Sign a decision on a record, a duplicate pair, a take or a brief.")
public final class DecideCommand extends StoreCommand {

    @Option(names = "--subject", required = true, paramLabel = "ID", description = "Digest or prefix; twice for a pair.")
    List<String> subjects;

    @Option(names = "--decision", required = true, paramLabel = "D")
    String decision;

    @Option(names = "--rationale", required = true, paramLabel = "TEXT")
    String rationale;

    @Option(names = "--field-verdicts", paramLabel = "FILE")
    Path fieldVerdicts;

    @Mixin
    KeyOptions key;

    public DecideCommand(CliContext context) {
        super(context);
    }

    @Override
    int run() {
        Optional<JsonNode> verdicts = Optional.ofNullable(fieldVerdicts).map(DecideCommand::readVerdicts);
        SigningKey signingKey = key.unlock(() -> withRoot(s -> s.roster().current()));
        DecisionWorkflow.Signed signed;
        try {
            signed = withRoot(s -> s.decisions().decide(
                    new DecideRequest(subjects, decision, rationale, verdicts, signingKey)));
        } finally {
            signingKey.destroy();
        }
        if (json()) {
            printJson(signed.decision().json());
        } else {
            context.out().printf("%s %s by %s: decision %s%n", signed.decision().decision(),
                    String.join(" + ", signed.decision().subject().sha256().stream().map(s -> s.substring(0, 12)).toList()),
                    signed.decision().reviewer().reviewerId(), signed.decision().decisionSha256());
        }
        return ExitCodes.OK;
    }

    private static JsonNode readVerdicts(Path file) {
        try {
            JsonNode node = Json.parse(RegularFiles.read(file, Json.MAX_DOCUMENT_BYTES));
            return node.has("field_verdicts") ? node.get("field_verdicts") : node;
        } catch (IOException e) {
            throw new UserInputException(file + ": cannot read: " + e.getMessage());
        } catch (MalformedDocumentException e) {
            throw new UserInputException(file + ": " + e.getMessage());
        }
    }
}
