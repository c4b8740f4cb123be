package org.copydesk.model.signing;

/**
 * A malformed SSH wire-format buffer. Package-private on purpose: every public parser
 * translates it into its own typed exception so callers never see wire details leak.
 */
final class SshWireFormatException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    SshWireFormatException(String message) {
        super(message);
    }
}
