package org.copydesk.importers.bundle;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Classifies bundle paths and refuses those that would escape the bundle. */
final class EntryNames {

    private static final Pattern DIGEST_NAME = Pattern.compile("([0-9a-f]{64})(\\.[A-Za-z0-9]{1,10})?");

    private EntryNames() {
    }

    /** Why a zip entry name is unsafe, if it is: absolute, drive-qualified, backslashed or climbing out. */
    static Optional<String> unsafe(String name) {
        if (name.startsWith("/") || name.startsWith("\\")) {
            return Optional.of("entry has an absolute path");
        }
        if (name.length() > 1 && name.charAt(1) == ':') {
            return Optional.of("entry names a drive");
        }
        if (name.contains("\\")) {
            return Optional.of("entry name contains a backslash");
        }
        if (name.indexOf('\0') >= 0) {
            return Optional.of("entry name contains NUL");
        }
        for (String part : name.split("/")) {
            if (part.equals("..")) {
                return Optional.of("entry would escape the bundle (..)");
            }
        }
        return Optional.empty();
    }

    /** The kind of a file by its relative path, or empty for files a bundle has no place for. */
    static Optional<EntryKind> kindOf(String relativePath) {
        String[] parts = relativePath.split("/");
        String name = parts[parts.length - 1];
        String parent = parts.length > 1 ? parts[parts.length - 2] : "";
        if (parent.equals("raw") && DIGEST_NAME.matcher(name).matches()) {
            return Optional.of(EntryKind.RAW);
        }
        if (parent.equals("artifacts") && DIGEST_NAME.matcher(name).matches()) {
            return Optional.of(EntryKind.ARTIFACT);
        }
        if (name.toLowerCase(Locale.ROOT).endsWith(".json")) {
            return Optional.of(EntryKind.DOCUMENT);
        }
        return Optional.empty();
    }

    static Optional<String> namedDigest(String relativePath, EntryKind kind) {
        if (kind == EntryKind.DOCUMENT) {
            return Optional.empty();
        }
        String name = relativePath.substring(relativePath.lastIndexOf('/') + 1);
        Matcher m = DIGEST_NAME.matcher(name);
        return m.matches() ? Optional.of(m.group(1)) : Optional.empty();
    }

    /** Files that are not content, which a person would not expect to be reported. */
    static boolean ignorable(String relativePath) {
        String name = relativePath.substring(relativePath.lastIndexOf('/') + 1);
        // A release tree's pinned checkpoint states a store's history; the gate reads it, import does not.
        boolean pinnedCheckpoint = relativePath.equals("decision-log/checkpoint.json")
                || relativePath.endsWith("/decision-log/checkpoint.json");
        return name.startsWith(".") || name.equalsIgnoreCase("README.md") || name.equalsIgnoreCase("README.txt")
                || pinnedCheckpoint;
    }
}
