package org.copydesk.importers.files;

import java.io.IOException;

/** A file copydesk will not read, with a one-line reason that does not repeat the path (the caller names it). */
public final class RefusedFileException extends IOException {

    private static final long serialVersionUID = 1L;

    public RefusedFileException(String reason) {
        super(reason);
    }
}
