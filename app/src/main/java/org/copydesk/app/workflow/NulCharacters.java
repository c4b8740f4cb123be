package org.copydesk.app.workflow;

import org.copydesk.model.json.MalformedDocumentException;

/**
 * Refuses a document whose JSON holds U+0000 in a string. A PostgreSQL text value cannot hold it,
 * so a newsroom store could not keep the document's texts; the file store refuses it too, so that
 * the same bundle imports the same way into either store. In JSON the character can only be
 * written as the escape {@code \u0000} (a raw control byte is not JSON), which is what is looked for.
 */
final class NulCharacters {

    static final String REASON = "a string holds U+0000 (NUL), which copydesk refuses on every store "
            + "(a PostgreSQL store cannot hold it in text)";

    private NulCharacters() {
    }

    static void refuse(byte[] json) {
        for (int i = 0; i + 5 < json.length; i++) {
            if (json[i] == '\\' && json[i + 1] == 'u' && json[i + 2] == '0' && json[i + 3] == '0'
                    && json[i + 4] == '0' && json[i + 5] == '0' && escapes(json, i)) {
                throw new MalformedDocumentException(REASON);
            }
        }
    }

    /** Whether the backslash at {@code at} starts an escape: an even number of backslashes stands before it. */
    private static boolean escapes(byte[] json, int at) {
        int before = 0;
        for (int j = at - 1; j >= 0 && json[j] == '\\'; j--) {
            before++;
        }
        return before % 2 == 0;
    }
}
