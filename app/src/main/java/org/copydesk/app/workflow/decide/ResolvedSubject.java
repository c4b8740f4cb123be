package org.copydesk.app.workflow.decide;

import java.util.List;

import org.copydesk.model.decision.SubjectKind;

/** A decision's subject: its kind and full digests (sorted for a pair). */
public record ResolvedSubject(SubjectKind kind, List<String> sha256) {
}
