package org.copydesk.model.log;

import java.util.HexFormat;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.model.json.Fields;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.MalformedDocumentException;
import org.copydesk.model.signing.MalformedKeyException;
import org.copydesk.model.signing.MalformedSignatureException;
import org.copydesk.model.signing.SignerKeys;
import org.copydesk.model.signing.SigningKey;
import org.copydesk.model.signing.SshPublicKey;
import org.copydesk.model.signing.SshSignature;

/** A checkpoint signed with SSHSIG in namespace {@code decision-log@copydesk} ({@code decision-log-checkpoint.v1}). */
public record SignedCheckpoint(Checkpoint checkpoint, String signerId, String signerKeyId, String signedAt,
                               String signature) {

    public static final String SCHEMA = "decision-log-checkpoint.v1";
    public static final String NAMESPACE = "decision-log@copydesk";

    public static SignedCheckpoint sign(Checkpoint checkpoint, String signerId, String signedAt, SigningKey key) {
        String armored = SshSignature.sign(key, NAMESPACE, checkpoint.bodyBytes()).armored();
        return new SignedCheckpoint(checkpoint, signerId, key.publicKey().fingerprint(), signedAt, armored);
    }

    /** Whether the signature verifies over the body and was made by the key the checkpoint names. */
    public boolean signatureVerifies() {
        return signatureVerifies(new SignerKeys());
    }

    /** {@link #signatureVerifies()} for one of many checkpoints verified together, their signers read through {@code keys}. */
    public boolean signatureVerifies(SignerKeys keys) {
        try {
            SshSignature parsed = SshSignature.parseArmored(signature, keys);
            SshPublicKey key = parsed.publicKey();
            return key.fingerprint().equals(signerKeyId)
                    && parsed.verify(checkpoint.bodyBytes(), NAMESPACE, key).isValid();
        } catch (MalformedSignatureException | MalformedKeyException e) {
            return false;
        }
    }

    /** The signer's public key as carried in the signature, when it is readable. */
    public Optional<SshPublicKey> signatureKey() {
        try {
            return Optional.of(SshSignature.parseArmored(signature).publicKey());
        } catch (MalformedSignatureException | MalformedKeyException e) {
            return Optional.empty();
        }
    }

    public ObjectNode toJson() {
        ObjectNode node = Json.nodes().objectNode();
        node.put("schema", SCHEMA);
        node.put("store_id", checkpoint.storeId());
        node.put("size", checkpoint.size());
        node.put("root_sha256", checkpoint.rootHex());
        node.put("body", checkpoint.body());
        node.putObject("signer").put("reviewer_id", signerId).put("key_id", signerKeyId);
        node.put("signed_at", signedAt);
        node.put("signature", signature);
        return node;
    }

    /**
     * Reads a checkpoint document; its body must be the note its own fields state, so that the
     * size and root a reader sees are exactly what was signed.
     */
    public static SignedCheckpoint from(JsonNode node) {
        if (!SCHEMA.equals(node.path("schema").asText())) {
            throw new MalformedDocumentException("schema: expected " + SCHEMA);
        }
        String body = Fields.text(node, "body", "");
        Checkpoint checkpoint = Checkpoint.parseBody(body)
                .orElseThrow(() -> new MalformedDocumentException("body: not a copydesk checkpoint note"));
        String storeId = Fields.text(node, "store_id", "");
        JsonNode size = Fields.required(node, "size", "");
        String root = Fields.text(node, "root_sha256", "");
        if (!checkpoint.storeId().equals(storeId) || !size.canConvertToLong() || size.asLong() != checkpoint.size()
                || !root.equals(HexFormat.of().formatHex(checkpoint.root()))) {
            throw new MalformedDocumentException("body: does not state this checkpoint's store_id, size and root_sha256");
        }
        JsonNode signer = Fields.object(node, "signer", "");
        return new SignedCheckpoint(checkpoint, Fields.text(signer, "reviewer_id", "signer"),
                Fields.text(signer, "key_id", "signer"), Fields.text(node, "signed_at", ""),
                Fields.text(node, "signature", ""));
    }
}
