package org.copydesk.model.run;

import java.util.Locale;
import java.util.Optional;

/** The closed set of upstream tasks (FORMATS §3). */
public enum Task {
    POLL, EVENT, COMMENTARY, DISCOVER;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Task> fromWire(String value) {
        for (Task task : values()) {
            if (task.wireName().equals(value)) {
                return Optional.of(task);
            }
        }
        return Optional.empty();
    }
}
