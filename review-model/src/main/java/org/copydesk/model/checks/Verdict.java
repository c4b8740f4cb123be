package org.copydesk.model.checks;

/** The closed set of check verdicts; {@link #wire()} is the spelling written into results. */
public enum Verdict {
    PASSED("passed"),
    FAILED("failed"),
    NOT_APPLICABLE("not_applicable");

    private final String wire;

    Verdict(String wire) {
        this.wire = wire;
    }

    public String wire() {
        return wire;
    }
}
