package org.copydesk.app.workflow.decide;

import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.signing.SigningKey;

/** What a reviewer asks to sign: subject ids as typed, the decision, the why, optional field verdicts, the key. */
public record DecideRequest(List<String> subjectIds, String decision, String rationale,
                            Optional<JsonNode> fieldVerdicts, SigningKey key) {
}
