package org.copydesk.app.cli;

import java.io.Console;
import java.nio.file.Path;

import org.copydesk.app.workflow.UserInputException;
import org.copydesk.app.workflow.decide.KeyFiles;

/** A passphrase from {@code --passphrase-file}, else from the terminal; never from the command line. */
final class Passphrases {

    private Passphrases() {
    }

    static char[] read(Path file, String prompt) {
        if (file != null) {
            return KeyFiles.readPassphrase(file);
        }
        Console console = System.console();
        if (console == null) {
            throw new UserInputException("no terminal to ask for the passphrase; give --passphrase-file");
        }
        char[] passphrase = console.readPassword("%s", prompt);
        if (passphrase == null) {
            throw new UserInputException("no passphrase given");
        }
        return passphrase;
    }

    static char[] readNew(Path file) {
        if (file != null) {
            return KeyFiles.readPassphrase(file);
        }
        char[] first = read(null, "New passphrase: ");
        char[] second = read(null, "Repeat passphrase: ");
        try {
            if (!java.util.Arrays.equals(first, second)) {
                java.util.Arrays.fill(first, '\0');
                throw new UserInputException("the passphrases differ");
            }
            return first;
        } finally {
            java.util.Arrays.fill(second, '\0');
        }
    }
}
