package org.copydesk.app.desktop.verdicts;

import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * The verdict keys of the record view: C correct (claims: supported), X incorrect, M missed,
 * U unsupported, Backspace/Delete clear, Shift+C all remaining correct, N a new draft over signed
 * verdicts; Enter and Escape finish a
 * correction. Never while typing into a text field.
 */
public final class VerdictKeys {

    private VerdictKeys() {
    }

    /** Acts on {@code key} and says whether it was a verdict key; the caller consumes it then. */
    public static boolean handle(KeyEvent key, VerdictsViewModel verdicts) {
        CorrectionEditor editor = verdicts.editor();
        if (editor.editingProperty().get()) {
            // Focus may be in the source after a block was clicked: Enter and Escape still finish the correction.
            if (key.getCode() == KeyCode.ENTER && !key.isShortcutDown()) {
                editor.confirm();
                return true;
            }
            if (key.getCode() == KeyCode.ESCAPE) {
                editor.cancel();
                return true;
            }
            return false;
        }
        if (key.isShortcutDown() || key.isAltDown() || key.isMetaDown() || typing(key)) {
            return false;
        }
        if (key.isShiftDown()) {
            if (key.getCode() == KeyCode.C) {
                verdicts.allRemainingCorrect();
                return true;
            }
            return false;
        }
        switch (key.getCode()) {
            case C:
                verdicts.correct();
                return true;
            case X:
                verdicts.incorrect();
                return true;
            case M:
                verdicts.missed();
                return true;
            case U:
                verdicts.unsupported();
                return true;
            case N:
                verdicts.draftAgain();
                return true;
            case BACK_SPACE:
            case DELETE:
                verdicts.clear();
                return true;
            default:
                return false;
        }
    }

    private static boolean typing(KeyEvent key) {
        return key.getTarget() instanceof TextInputControl && ((TextInputControl) key.getTarget()).isEditable();
    }
}
