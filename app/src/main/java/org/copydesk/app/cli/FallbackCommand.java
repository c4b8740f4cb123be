package org.copydesk.app.cli;

import java.nio.file.Path;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.workflow.release.FallbackRequest;
import org.copydesk.app.workflow.release.FallbackResult;
import org.copydesk.model.json.Json;
import org.copydesk.model.signing.SigningKey;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code fallback}: an owner replaces a race's stale take with the prose-free current-run v2. */
@Command(name = "fallback", description = "Replace a race's stale, missing or unreadable current take with the "
        + "prose-free current-run fallback (owners only). A fallback never carries AI labels.")
public final class FallbackCommand extends StoreCommand {

    @Option(names = "--release", required = true, paramLabel = "DIR", description = "The release/ directory.")
    Path release;

    @Option(names = "--race", required = true, paramLabel = "ID", description = "The race_id in the registry.")
    String race;

    @Option(names = "--rationale", required = true, paramLabel = "TEXT", description = "Why the current take goes.")
    String rationale;

    @Mixin
    KeyOptions key;

    public FallbackCommand(CliContext context) {
        super(context);
    }

    @Override
    int run() {
        SigningKey signingKey = key.unlock(() -> withRoot(s -> s.roster().current()));
        FallbackResult result;
        try {
            result = withRoot(s -> s.fallback().writeFallback(new FallbackRequest(release, race, rationale,
                    signingKey)));
        } finally {
            signingKey.destroy();
        }
        if (json()) {
            ObjectNode json = Json.nodes().objectNode();
            json.put("current", result.current());
            json.put("replaced", result.replaced());
            json.put("withdrawal_decision_sha256", result.withdrawal().map(d -> d.decisionSha256()).orElse(null));
            json.set("gate", ReleaseJson.gate(result.gate()));
            printJson(json);
        } else {
            context.out().printf("Wrote the current-run fallback to %s (replaced: %s)%n", result.current(),
                    result.replaced());
            result.withdrawal().ifPresent(d -> context.out().printf("Withdrew the replaced take: decision %s%n",
                    d.decisionSha256()));
            ReleaseJson.printGate(context, result.gate());
        }
        return result.gate().passed() ? ExitCodes.OK : ExitCodes.PROBLEMS;
    }
}
