package org.copydesk.app.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.workflow.UserInputException;
import org.copydesk.model.decision.RosterChange;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.MalformedDocumentException;
import org.copydesk.model.log.InclusionProof;
import org.copydesk.model.log.SignedCheckpoint;
import org.copydesk.store.LogLeaf;
import org.copydesk.store.SignedDocument;
import org.copydesk.store.StoredDecision;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code export --out DIR}: each decision's exact signed bytes, its armored signature and its
 * inclusion proof, {@code allowed_signers}, and the latest signed checkpoint of the decision log;
 * and, so that an export with an entry left out does not verify (docs/decisions/0203-exports-carry-every-entry.md),
 * the list of the log's entries up to that checkpoint and every roster change's signed bytes and signature,
 * with {@code roster/allowed_signers} (the owners, in the roster's namespace) to check those signatures.
 */
@Command(name = "export", description = "Export decisions for verification with stock `ssh-keygen -Y verify`.")
public final class ExportCommand extends StoreCommand {

    static final String ENTRIES = "decision-log-entries.json";
    static final String ENTRIES_SCHEMA = "decision-log-entries.v1";
    static final String ROSTER = "roster";

    @Option(names = "--out", required = true, paramLabel = "DIR")
    Path out;

    public ExportCommand(CliContext context) {
        super(context);
    }

    @Override
    int run() {
        record Export(List<StoredDecision> decisions, List<String> signers, Optional<SignedCheckpoint> checkpoint,
                      Map<String, InclusionProof> proofs, List<LogLeaf> entries, List<SignedDocument> roster,
                      List<String> rosterSigners) {
        }
        Export export = withRoot(s -> {
            List<StoredDecision> decisions = s.store().decisions().all();
            Optional<SignedCheckpoint> checkpoint = s.log().latestCheckpoint();
            Map<String, InclusionProof> proofs = new LinkedHashMap<>();
            checkpoint.ifPresent(c -> {
                List<String> covered = decisions.stream().map(StoredDecision::decisionSha256)
                        .filter(sha -> s.store().log().leafFor(sha).filter(l -> l.index() < c.checkpoint().size())
                                .isPresent()).toList();
                List<InclusionProof> made = s.log().proveAll(covered, c.checkpoint().size());
                for (int i = 0; i < covered.size(); i++) {
                    proofs.put(covered.get(i), made.get(i));
                }
            });
            long covered = checkpoint.map(c -> c.checkpoint().size()).orElse(0L);
            List<LogLeaf> entries = s.store().log().leaves().stream().filter(l -> l.index() < covered).toList();
            return new Export(decisions, s.roster().allowedSigners(), checkpoint, proofs, entries,
                    s.store().roster().all(), s.roster().rosterAllowedSigners());
        });
        try {
            Files.createDirectories(out);
            for (StoredDecision decision : export.decisions()) {
                Files.write(out.resolve(decision.decisionSha256() + ".json"), decision.body());
                Files.writeString(out.resolve(decision.decisionSha256() + ".json.sig"), decision.signature(),
                        StandardCharsets.US_ASCII);
                InclusionProof proof = export.proofs().get(decision.decisionSha256());
                if (proof != null) {
                    Files.writeString(out.resolve(decision.decisionSha256() + ".json.proof"),
                            Json.pretty(proof.toJson()) + "\n", StandardCharsets.US_ASCII);
                }
            }
            Files.write(out.resolve("allowed_signers"), export.signers(), StandardCharsets.US_ASCII);
            if (export.checkpoint().isPresent()) {
                Files.writeString(out.resolve("checkpoint.json"), Json.pretty(export.checkpoint().get().toJson()) + "\n",
                        StandardCharsets.UTF_8);
                Files.writeString(out.resolve(ENTRIES), Json.pretty(entries(export.checkpoint().get(),
                        export.entries())) + "\n", StandardCharsets.US_ASCII);
            }
            writeRoster(export.roster(), export.rosterSigners());
        } catch (IOException e) {
            throw new UserInputException(out + ": cannot write the export: " + e.getMessage());
        }
        int unproven = export.decisions().size() - export.proofs().size();
        if (unproven > 0) {
            context.err().printf("%d decisions have no inclusion proof: the decision log has no signed checkpoint "
                    + "covering them yet (the next decision or roster change signs one)%n", unproven);
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

    private void writeRoster(List<SignedDocument> roster, List<String> signers) throws IOException {
        Path dir = out.resolve(ROSTER);
        Files.createDirectories(dir);
        // Beside the changes, not in the top-level allowed_signers, which stays exactly what it was.
        Files.write(dir.resolve("allowed_signers"), signers, StandardCharsets.US_ASCII);
        for (SignedDocument change : roster) {
            String sha = changeSha256(change.body());
            Files.write(dir.resolve(sha + ".json"), change.body());
            if (change.signature().isPresent()) {
                Files.writeString(dir.resolve(sha + ".json.sig"), change.signature().get(), StandardCharsets.US_ASCII);
            }
        }
    }

    private String changeSha256(byte[] body) {
        try {
            return RosterChange.from(Json.parse(body)).changeSha256();
        } catch (MalformedDocumentException e) {
            throw new UserInputException(out + ": a roster change in the store is unreadable, so it cannot be exported: "
                    + e.getMessage());
        }
    }

    private static ObjectNode entries(SignedCheckpoint checkpoint, List<LogLeaf> leaves) {
        ObjectNode json = Json.nodes().objectNode();
        json.put("schema", ENTRIES_SCHEMA);
        json.put("store_id", checkpoint.checkpoint().storeId());
        json.put("size", checkpoint.checkpoint().size());
        ArrayNode entries = json.putArray("entries");
        for (LogLeaf leaf : leaves) {
            ObjectNode entry = entries.addObject();
            entry.put("index", leaf.index());
            entry.put("kind", leaf.kind());
            entry.put("document_sha256", leaf.documentSha256());
            entry.put("leaf_sha256", HexFormat.of().formatHex(leaf.leafHash()));
        }
        return json;
    }
}
