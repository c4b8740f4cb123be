package org.copydesk.app.workflow.release;

import java.nio.file.Path;

import org.copydesk.model.signing.SigningKey;

/** An owner's request to authorize and promote a stored draft into a release tree. */
public record PromoteRequest(Path releaseDir, String takeId, String rationale, SigningKey key) {
}
