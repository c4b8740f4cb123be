package org.copydesk.model.release.tree;

import java.util.Optional;

/** Registry paths are relative to the release root and may not leave it. */
public final class ReleasePaths {

    private ReleasePaths() {
    }

    /** Why a registry path is unusable, if it is: absolute, backslashed, empty or climbing out. */
    public static Optional<String> unsafe(String path) {
        if (path.isEmpty()) {
            return Optional.of("an empty path");
        }
        if (path.startsWith("/") || path.contains("\\") || (path.length() > 1 && path.charAt(1) == ':')) {
            return Optional.of("\"" + path + "\" is not a relative path inside the release tree");
        }
        if (path.indexOf('\0') >= 0) {
            return Optional.of("a path containing NUL");
        }
        for (String part : path.split("/")) {
            if (part.equals("..") || part.isEmpty() || part.equals(".")) {
                return Optional.of("\"" + path + "\" would leave or obscure the release tree");
            }
        }
        return Optional.empty();
    }

    /** Where a race's archived take lives: named by the SHA-256 of its bytes. */
    public static String archive(String sha256) {
        return ReleaseFiles.ARCHIVE_DIR + "/" + sha256 + ".json";
    }
}
