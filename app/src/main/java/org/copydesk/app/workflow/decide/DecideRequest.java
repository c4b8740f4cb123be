package org.copydesk.app.workflow.decide;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.signing.SigningKey;

/**
 * What a reviewer asks to sign: subject ids as typed, the decision, the why, optional field
 * verdicts, the key; and, from a desk that showed the subject's decisions, the digests of the
 * standing decisions it showed, so that signing over one it never showed is refused first.
 */
public record DecideRequest(List<String> subjectIds, String decision, String rationale,
                            Optional<JsonNode> fieldVerdicts, SigningKey key, Optional<Set<String>> seen) {

    public DecideRequest {
        seen = seen.map(Set::copyOf);
    }

    /** A request that does not say what its signer has seen (the command line's). */
    public DecideRequest(List<String> subjectIds, String decision, String rationale, Optional<JsonNode> fieldVerdicts,
                         SigningKey key) {
        this(subjectIds, decision, rationale, fieldVerdicts, key, Optional.empty());
    }

    /** This request from a signer who has now seen {@code standing}. */
    public DecideRequest seeing(Set<String> standing) {
        return new DecideRequest(subjectIds, decision, rationale, fieldVerdicts, key, Optional.of(standing));
    }
}
