package org.copydesk.app.workflow;

import java.util.Optional;

/** One stored research brief as the brief list shows it: what it asks, how much it claims, its last valid decision. */
public record BriefEntry(String briefSha256, String briefId, String question, int claims, int artifacts,
                         Optional<String> decision) {
}
