package org.copydesk.app.desktop.verdicts;

import java.util.Optional;

/** A reviewer's judgement of one value (FORMATS §4.3), as written in the signed decision and shown on the row. */
public enum Verdict {
    CORRECT("correct", "✓ correct"),
    INCORRECT("incorrect", "✗ incorrect"),
    MISSED("missed", "M missed"),
    UNSUPPORTED("unsupported", "U unsupported"),
    SUPPORTED("supported", "✓ supported");

    private final String wire;
    private final String label;

    Verdict(String wire, String label) {
        this.wire = wire;
        this.label = label;
    }

    public String wire() {
        return wire;
    }

    public String label() {
        return label;
    }

    /** The verdict a signed decision names by {@code wire}; empty for a word this window does not know. */
    public static Optional<Verdict> fromWire(String wire) {
        for (Verdict verdict : values()) {
            if (verdict.wire.equals(wire)) {
                return Optional.of(verdict);
            }
        }
        return Optional.empty();
    }

    /** Incorrect and missed verdicts carry the right value and the blocks that show it. */
    public boolean corrects() {
        return this == INCORRECT || this == MISSED;
    }
}
