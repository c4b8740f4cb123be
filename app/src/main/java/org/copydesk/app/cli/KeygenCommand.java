package org.copydesk.app.cli;

import java.nio.file.Path;
import java.util.Arrays;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.workflow.decide.KeyFiles;
import org.copydesk.model.json.Json;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code keygen}: a new Ed25519 key pair, the private half encrypted with a passphrase, mode 0600. */
@Command(name = "keygen", description = "Create a reviewer key pair: DIR/ID.key (encrypted, 0600) and DIR/ID.pub.")
public final class KeygenCommand extends StoreCommand {

    @Option(names = "--reviewer", required = true, paramLabel = "ID")
    String reviewer;

    @Option(names = "--out", required = true, paramLabel = "DIR")
    Path out;

    @Option(names = "--passphrase-file", paramLabel = "F")
    Path passphraseFile;

    public KeygenCommand(CliContext context) {
        super(context);
    }

    @Override
    int run() {
        char[] passphrase = Passphrases.readNew(passphraseFile);
        KeyFiles.Generated generated;
        try {
            generated = KeyFiles.generate(reviewer, out, passphrase);
        } finally {
            Arrays.fill(passphrase, '\0');
        }
        if (json()) {
            ObjectNode json = Json.nodes().objectNode();
            json.put("reviewer_id", generated.reviewerId());
            json.put("key_id", generated.keyId());
            json.put("public_key", generated.publicKeyLine());
            json.put("private_key_path", generated.privateKeyPath().toString());
            printJson(json);
        } else {
            context.out().printf("%s: key %s%n  private: %s (encrypted, mode 0600)%n  public:  %s%n",
                    generated.reviewerId(), generated.keyId(), generated.privateKeyPath(), generated.publicKeyPath());
        }
        return ExitCodes.OK;
    }
}
