package org.copydesk.app.workflow.metrics;

import java.util.Optional;

/** The provenance an evaluation is grouped by: which model, prompt and schema produced a run. */
public record RunProvenance(String mode, Optional<String> model, Optional<String> promptSha256,
                            Optional<String> schemaSha256) {
}
