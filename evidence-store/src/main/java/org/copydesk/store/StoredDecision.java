package org.copydesk.store;

import java.util.List;
import java.util.Optional;

/** A decision as stored: its index columns, subjects, signed bytes and signature, in recording order. */
public record StoredDecision(String decisionSha256, String subjectKind, List<String> subjects, String decision,
                            String reviewerId, String decidedAt, Optional<String> supersedes, long recordedSequence,
                            byte[] body, String signature) {
}
