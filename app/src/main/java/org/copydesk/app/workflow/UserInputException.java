package org.copydesk.app.workflow;

/** Unreadable or unusable input (a missing key file, a wrong passphrase, an unknown id): CLI exit 2. */
public class UserInputException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public UserInputException(String message) {
        super(message);
    }
}
