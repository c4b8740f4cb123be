package org.copydesk.model.decision;

import java.util.Locale;
import java.util.Optional;

/** What a reviewer may sign (FORMATS §4). */
public enum Role {
    EDITOR, REVIEWER, OWNER;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Role> fromWire(String value) {
        for (Role role : values()) {
            if (role.wireName().equals(value)) {
                return Optional.of(role);
            }
        }
        return Optional.empty();
    }
}
