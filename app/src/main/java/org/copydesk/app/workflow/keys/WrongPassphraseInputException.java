package org.copydesk.app.workflow.keys;

import org.copydesk.app.workflow.UserInputException;

/** The passphrase does not unlock the key file: the one unlock failure worth asking again for. */
public final class WrongPassphraseInputException extends UserInputException {

    private static final long serialVersionUID = 1L;

    public WrongPassphraseInputException(String message) {
        super(message);
    }
}
