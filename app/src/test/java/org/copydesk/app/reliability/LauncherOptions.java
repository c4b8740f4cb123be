package org.copydesk.app.reliability;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The JVM options {@code ./copydesk} gives a command-line command when no variable overrides them,
 * read from the launcher script itself, so that a test measuring memory runs what users run.
 */
final class LauncherOptions {

    private static final Pattern HEAP = Pattern.compile("-Xmx\"\\$\\{COPYDESK_CLI_HEAP:-([0-9]+[kmg])}\"");
    private static final Pattern CLI_OPTS = Pattern.compile("cli_opts=\"\\$\\{COPYDESK_CLI_JAVA_OPTS-([^}]*)}\"");

    private LauncherOptions() {
    }

    static List<String> cliDefaults() throws IOException {
        return parse(Files.readString(launcher(), StandardCharsets.UTF_8));
    }

    static List<String> parse(String script) {
        List<String> options = new ArrayList<>();
        options.add("-Xmx" + group(HEAP, script));
        options.addAll(Arrays.asList(group(CLI_OPTS, script).trim().split("\\s+")));
        return options;
    }

    private static String group(Pattern pattern, String script) {
        Matcher matcher = pattern.matcher(script);
        if (!matcher.find()) {
            throw new IllegalStateException("the launcher no longer sets " + pattern.pattern());
        }
        return matcher.group(1);
    }

    private static Path launcher() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("copydesk");
            if (Files.isRegularFile(candidate) && Files.isRegularFile(dir.resolve("mvnw"))) {
                return candidate;
            }
        }
        throw new IllegalStateException("the launcher ./copydesk was not found above " + Path.of("").toAbsolutePath());
    }
}
