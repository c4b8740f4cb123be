package org.copydesk.importers.bundle;

import java.util.Optional;

/**
 * One file read from a bundle. {@code displayPath} names it for people (a zip entry reads
 * {@code bundle.zip!/runs/x.json}); {@code namedSha256} is the digest a raw or artifact file is named by.
 */
public record BundleEntry(String displayPath, String relativePath, EntryKind kind, Optional<String> namedSha256,
                          byte[] bytes) {
}
