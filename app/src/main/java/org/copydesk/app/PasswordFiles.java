package org.copydesk.app;

import java.nio.file.Path;
import java.util.Arrays;

import org.copydesk.app.workflow.UserInputException;
import org.copydesk.app.workflow.decide.KeyFiles;

/** A PostgreSQL store's password from {@code --store-password-file}: read as the passphrase file is. */
final class PasswordFiles {

    private PasswordFiles() {
    }

    static String read(Path file) {
        char[] line = KeyFiles.readSecretLine(file, "password");
        try {
            if (line.length == 0) {
                throw new UserInputException(file + ": the password file's first line is empty");
            }
            return new String(line);
        } finally {
            Arrays.fill(line, '\0');
        }
    }
}
