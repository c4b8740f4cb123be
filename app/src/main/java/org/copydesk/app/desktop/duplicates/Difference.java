package org.copydesk.app.desktop.duplicates;

/** How one aligned row of a comparison differs between the two records. */
public enum Difference {
    SAME("same"),
    DIFFERS("differs"),
    ONLY_LEFT("only left"),
    ONLY_RIGHT("only right");

    private final String label;

    Difference(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** Absent (null, missing) on a side is "only the other side"; two absents are the same. */
    static Difference of(String left, String right, boolean leftPresent, boolean rightPresent) {
        if (leftPresent && !rightPresent) {
            return ONLY_LEFT;
        }
        if (rightPresent && !leftPresent) {
            return ONLY_RIGHT;
        }
        return left.equals(right) ? SAME : DIFFERS;
    }
}
