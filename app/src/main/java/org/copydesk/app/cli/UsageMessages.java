package org.copydesk.app.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import picocli.CommandLine;

/**
 * The one line printed for bad usage. It never repeats what followed an option named like a
 * secret: a passphrase typed as {@code --passphrase X} (an option copydesk does not have, so
 * that it stays out of shell history) must not then be printed to the terminal or a CI log.
 */
final class UsageMessages {

    /** Covers passphrase, password, passwd, secret and token, in any spelling around them. */
    private static final List<String> SECRET_WORDS = List.of("pass", "secret", "token");
    private static final String HIDDEN = "(value not shown)";

    private UsageMessages() {
    }

    static String of(CommandLine.ParameterException ex, String[] args) {
        if (ex instanceof CommandLine.UnmatchedArgumentException unmatched) {
            List<String> shown = hideSecrets(unmatched.getUnmatched());
            return (shown.size() == 1 ? "Unknown option or argument: " : "Unknown options or arguments: ")
                    + String.join(", ", shown.stream().map(a -> "'" + a + "'").toList());
        }
        String message = ex.getMessage() == null ? "bad usage" : ex.getMessage();
        for (String secret : secretValues(List.of(args))) {
            message = message.replace("'" + secret + "'", "'" + HIDDEN + "'");
            if (secret.length() >= 3) {
                message = message.replace(secret, HIDDEN);
            }
        }
        return message;
    }

    /** The arguments with each value given to a secret-named option replaced. */
    static List<String> hideSecrets(List<String> args) {
        List<String> shown = new ArrayList<>(args.size());
        boolean valueFollows = false;
        for (String arg : args) {
            if (valueFollows) {
                shown.add(HIDDEN);
                valueFollows = false;
                continue;
            }
            valueFollows = false;
            int equals = arg.indexOf('=');
            if (arg.startsWith("-") && secretNamed(equals < 0 ? arg : arg.substring(0, equals))) {
                if (equals < 0) {
                    valueFollows = true;
                    shown.add(arg);
                } else {
                    shown.add(arg.substring(0, equals + 1) + HIDDEN);
                }
            } else {
                shown.add(arg);
            }
        }
        return shown;
    }

    private static List<String> secretValues(List<String> args) {
        List<String> secrets = new ArrayList<>();
        List<String> shown = hideSecrets(args);
        for (int i = 0; i < args.size(); i++) {
            if (!shown.get(i).equals(args.get(i))) {
                String arg = args.get(i);
                int equals = arg.startsWith("-") ? arg.indexOf('=') : -1;
                String value = equals < 0 ? arg : arg.substring(equals + 1);
                if (!value.isEmpty()) {
                    secrets.add(value);
                }
            }
        }
        return secrets;
    }

    /** {@code --passphrase}, {@code --db-password}: names holding a secret word; {@code --passphrase-file} names a path. */
    private static boolean secretNamed(String option) {
        String name = option.replaceFirst("^-+", "").toLowerCase(Locale.ROOT);
        if (name.endsWith("file")) {
            return false;
        }
        return SECRET_WORDS.stream().anyMatch(name::contains);
    }
}
