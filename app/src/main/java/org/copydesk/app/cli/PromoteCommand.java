package org.copydesk.app.cli;

import java.nio.file.Path;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.workflow.release.PromoteRequest;
import org.copydesk.app.workflow.release.PromoteResult;
import org.copydesk.model.json.Json;
import org.copydesk.model.signing.SigningKey;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code promote}: owner authorization and promotion of a passing draft (FORMATS §5); exit 1 when refused or the gate fails. */
@Command(name = "promote", description = "Authorize a passing analyst take for internal use and promote it "
        + "into a release tree (owners only). The briefing is published byte-for-byte as captured.")
public final class PromoteCommand extends StoreCommand {

    @Option(names = "--release", required = true, paramLabel = "DIR", description = "The release/ directory.")
    Path release;

    @Option(names = "--take", required = true, paramLabel = "ID", description = "The take's approval_sha256 or prefix.")
    String take;

    @Option(names = "--rationale", required = true, paramLabel = "TEXT",
            description = "Why you accept the residual AI risk for internal use.")
    String rationale;

    @Mixin
    KeyOptions key;

    public PromoteCommand(CliContext context) {
        super(context);
    }

    @Override
    int run() {
        String id = Ids.prefix(take);
        SigningKey signingKey = key.unlock(() -> withRoot(s -> s.roster().current()));
        PromoteResult result;
        try {
            result = withRoot(s -> s.promote().promote(new PromoteRequest(release, id, rationale, signingKey)));
        } finally {
            signingKey.destroy();
        }
        if (json()) {
            ObjectNode json = Json.nodes().objectNode();
            json.put("archive", result.archive());
            json.put("approval_sha256", result.approvalSha256());
            json.put("decision_sha256", result.decision().decisionSha256());
            json.set("gate", ReleaseJson.gate(result.gate()));
            printJson(json);
        } else {
            context.out().printf("Authorized %s for internal use (decision %s); archived as %s%n",
                    result.approvalSha256(), result.decision().decisionSha256(), result.archive());
            ReleaseJson.printGate(context, result.gate());
        }
        return result.gate().passed() ? ExitCodes.OK : ExitCodes.PROBLEMS;
    }
}
