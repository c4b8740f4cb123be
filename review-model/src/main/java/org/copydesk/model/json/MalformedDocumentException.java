package org.copydesk.model.json;

/**
 * A document that cannot be read as its schema: not JSON, over a limit, an unknown schema,
 * a missing required field or a structural field of the wrong JSON type. Its message is
 * one line a person can act on; the caller adds the file name.
 */
public class MalformedDocumentException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public MalformedDocumentException(String message) {
        super(message);
    }
}
