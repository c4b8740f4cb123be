package org.copydesk.app.workflow.release;

import java.nio.file.Path;

import org.copydesk.model.signing.SigningKey;

/** An owner's request to replace a race's stale current take with the current-run fallback. */
public record FallbackRequest(Path releaseDir, String raceId, String rationale, SigningKey key) {
}
