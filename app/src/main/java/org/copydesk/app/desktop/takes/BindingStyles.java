package org.copydesk.app.desktop.takes;

import org.copydesk.app.workflow.release.BindingStatus;

/** The style class that colours a binding status (with its words, never colour alone). */
final class BindingStyles {

    private BindingStyles() {
    }

    static String of(BindingStatus binding) {
        switch (binding) {
            case BOUND:
                return TakeStyles.BINDING_BOUND;
            case STALE:
                return TakeStyles.BINDING_STALE;
            default:
                return TakeStyles.BINDING_UNKNOWN;
        }
    }
}
