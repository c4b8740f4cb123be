package org.copydesk.importers.bundle;

/** A bundle that cannot be read at all (missing, unreadable, not a zip); the message names it. */
public class BundleException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public BundleException(String message) {
        super(message);
    }
}
