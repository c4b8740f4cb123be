package org.copydesk.app.cli;

import java.util.Locale;
import java.util.regex.Pattern;

import org.copydesk.app.workflow.UserInputException;

/** Identifiers typed on the command line: a digest or a unique prefix of at least 8 hex digits. */
final class Ids {

    private static final Pattern PREFIX = Pattern.compile("[0-9a-f]{8,64}");

    private Ids() {
    }

    static String prefix(String typed) {
        String lower = typed.strip().toLowerCase(Locale.ROOT);
        if (!PREFIX.matcher(lower).matches()) {
            throw new UserInputException("\"" + typed + "\" is not a digest or a prefix of at least 8 hex digits");
        }
        return lower;
    }
}
