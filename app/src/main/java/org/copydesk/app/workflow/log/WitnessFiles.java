package org.copydesk.app.workflow.log;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.workflow.UserInputException;
import org.copydesk.model.json.CanonicalJson;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.MalformedDocumentException;
import org.copydesk.model.log.SignedCheckpoint;

/**
 * The desk's witness as one small JSON file per store id in the user's data directory
 * ({@code witness/<store_id>.json}), replaced atomically.
 */
public final class WitnessFiles implements HistoryWitness {

    static final String SCHEMA = "copydesk-witness.v1";
    private static final Pattern SAFE_ID = Pattern.compile("[A-Za-z0-9._-]{1,128}");

    private final Path directory;

    public WitnessFiles(Path directory) {
        this.directory = directory;
    }

    @Override
    public Optional<Witnessed> recall(String storeId) {
        Path file = file(storeId);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            JsonNode node = Json.parse(Files.readAllBytes(file));
            Optional<SignedCheckpoint> checkpoint = node.path("checkpoint").isObject()
                    ? Optional.of(SignedCheckpoint.from(node.get("checkpoint"))) : Optional.empty();
            return Optional.of(new Witnessed(node.path("store_id").asText(), node.path("first_owner_key_id").asText(),
                    checkpoint));
        } catch (IOException | MalformedDocumentException e) {
            throw new UserInputException(file + ": this desk's record of the store is unreadable (" + e.getMessage()
                    + "); `copydesk log forget` removes it");
        }
    }

    @Override
    public void remember(Witnessed witnessed) {
        ObjectNode node = Json.nodes().objectNode();
        node.put("schema", SCHEMA);
        node.put("store_id", witnessed.storeId());
        node.put("first_owner_key_id", witnessed.firstOwnerKeyId());
        witnessed.checkpoint().ifPresentOrElse(c -> node.set("checkpoint", c.toJson()), () -> node.putNull("checkpoint"));
        Path file = file(witnessed.storeId());
        try {
            Files.createDirectories(directory);
            Path temporary = Files.createTempFile(directory, ".witness", ".tmp");
            Files.write(temporary, CanonicalJson.string(node).getBytes(StandardCharsets.UTF_8));
            try {
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new UserInputException(file + ": cannot keep this desk's record of the store: " + e.getMessage());
        }
    }

    @Override
    public boolean forget(String storeId) {
        try {
            return Files.deleteIfExists(file(storeId));
        } catch (IOException e) {
            throw new UserInputException(file(storeId) + ": cannot forget the store: " + e.getMessage());
        }
    }

    private Path file(String storeId) {
        if (!SAFE_ID.matcher(storeId).matches()) {
            throw new UserInputException("the store id \"" + storeId + "\" cannot name a file");
        }
        return directory.resolve(storeId + ".json");
    }
}
