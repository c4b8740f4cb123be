package org.copydesk.app.desktop.verdicts;

import java.util.List;
import java.util.Optional;

/** Style classes of a verdict, defined in the theme stylesheet: agreement green, corrections amber, doubt red. */
final class VerdictStyles {

    static final String GOOD = "verdict-good";
    static final String CORRECTED = "verdict-corrected";
    static final String DOUBT = "verdict-doubt";
    /** Added to a verdict that was signed (read-only), beside its kind's class. */
    static final String SIGNED = "verdict-signed";
    static final List<String> ALL = List.of(GOOD, CORRECTED, DOUBT, SIGNED);

    private VerdictStyles() {
    }

    static Optional<String> of(VerdictDraft draft) {
        if (draft == null) {
            return Optional.empty();
        }
        switch (draft.verdict()) {
            case CORRECT:
            case SUPPORTED:
                return Optional.of(GOOD);
            case INCORRECT:
            case MISSED:
                return Optional.of(CORRECTED);
            default:
                return Optional.of(DOUBT);
        }
    }
}
