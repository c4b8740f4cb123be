package org.copydesk.model.decision;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/** FORMATS §4's table: which decisions each subject allows, and which roles may sign them. */
public final class DecisionRules {

    public static final String APPROVE = "approve";
    public static final String REJECT = "reject";
    public static final String REVOKE = "revoke";
    public static final String SAME_SAMPLE = "same_sample";
    public static final String RELATED_RELEASE = "related_release";
    public static final String DISTINCT = "distinct";
    public static final String OWNER_AUTHORIZED = "owner_authorized_internal_use";
    public static final String NAMESPACE = "review-decision@copydesk";

    private DecisionRules() {
    }

    public static List<String> allowedDecisions(SubjectKind kind) {
        return switch (kind) {
            case SHADOW_RUN, SOURCE_CANDIDATE, RESEARCH_BRIEF -> List.of(APPROVE, REJECT);
            case DUPLICATE_PAIR -> List.of(SAME_SAMPLE, RELATED_RELEASE, DISTINCT);
            case ANALYST_TAKE -> List.of(OWNER_AUTHORIZED, REJECT);
            case DECISION -> List.of(REVOKE);
        };
    }

    /** The roles that may sign a decision on this kind of subject (for {@code revoke}: the original role). */
    public static Set<Role> permittedRoles(SubjectKind kind) {
        return switch (kind) {
            case SHADOW_RUN, SOURCE_CANDIDATE, RESEARCH_BRIEF -> Set.of(Role.EDITOR);
            case DUPLICATE_PAIR -> Set.of(Role.REVIEWER, Role.EDITOR);
            case ANALYST_TAKE -> Set.of(Role.OWNER);
            case DECISION -> Set.of(Role.values());
        };
    }

    /** How many digests the subject names. */
    public static int subjectArity(SubjectKind kind) {
        return kind == SubjectKind.DUPLICATE_PAIR ? 2 : 1;
    }

    public static Optional<Role> roleFor(SubjectKind kind, RosterEntry reviewer) {
        for (Role role : new Role[] {Role.EDITOR, Role.REVIEWER, Role.OWNER}) {
            if (permittedRoles(kind).contains(role) && reviewer.hasRole(role)) {
                return Optional.of(role);
            }
        }
        return Optional.empty();
    }
}
