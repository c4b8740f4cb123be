package org.copydesk.app.workflow.metrics;

import java.util.Optional;

/** Maps a verdict path to the field it is counted under across runs. */
public final class VerdictPaths {

    public static final String CLAIMS = "claims.";
    public static final String ANY_RESULT = "results.*.pct";

    private VerdictPaths() {
    }

    /**
     * Candidates differ from poll to poll, so every {@code results.<candidate>.pct} is counted as
     * {@code results.*.pct}; claim ids are per draft and are counted as claim support instead (empty).
     */
    public static Optional<String> fieldKey(String path) {
        if (isClaim(path)) {
            return Optional.empty();
        }
        if (path.startsWith("results.") && path.endsWith(".pct")) {
            return Optional.of(ANY_RESULT);
        }
        return Optional.of(path);
    }

    public static boolean isClaim(String path) {
        return path.startsWith(CLAIMS);
    }
}
