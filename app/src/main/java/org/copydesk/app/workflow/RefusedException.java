package org.copydesk.app.workflow;

/**
 * The command ran and refused what was asked (a decision the role does not permit, a blocked
 * run approved, a failing take promoted): a one-line reason, nothing stored. CLI exit 1.
 */
public class RefusedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public RefusedException(String message) {
        super(message);
    }
}
