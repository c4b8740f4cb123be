package org.copydesk.model.decision;

import java.util.Locale;
import java.util.Optional;

/** What a decision is about (FORMATS §4 table). */
public enum SubjectKind {
    SHADOW_RUN, DUPLICATE_PAIR, SOURCE_CANDIDATE, RESEARCH_BRIEF, ANALYST_TAKE, DECISION;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<SubjectKind> fromWire(String value) {
        for (SubjectKind kind : values()) {
            if (kind.wireName().equals(value)) {
                return Optional.of(kind);
            }
        }
        return Optional.empty();
    }
}
