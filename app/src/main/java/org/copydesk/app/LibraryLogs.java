package org.copydesk.app;

import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * Where the libraries' own logging goes. PDFBox (through commons-logging), Flyway and
 * sqlite-jdbc all end in {@code java.util.logging}; left to its console handler they printed
 * warnings and whole stack traces for files copydesk then read, or refused in its own one
 * line. Every record goes to {@code copydesk.log} in the user's data folder instead, and to
 * stderr as well only with {@code --verbose}. stderr is copydesk's own.
 */
public final class LibraryLogs {

    /** A log past this size is moved to {@code copydesk.log.1} when a process first writes to it. */
    static final long ROTATE_BYTES = 8L * 1024 * 1024;

    private LibraryLogs() {
    }

    /** The log file for this environment: beside the default store, in the user's data folder. */
    public static Path logFile(Path defaultStore) {
        return defaultStore.resolveSibling("copydesk.log");
    }

    /** Replaces the root logger's handlers: the log file, and stderr too when {@code verbose}. */
    public static void install(Path logFile, boolean verbose, PrintStream stderr) {
        Logger root = LogManager.getLogManager().getLogger("");
        for (Handler handler : root.getHandlers()) {
            root.removeHandler(handler);
        }
        root.setLevel(Level.INFO);
        root.addHandler(new FileLog(logFile));
        if (verbose) {
            root.addHandler(new StreamLog(stderr));
        }
    }

    static String format(LogRecord record) {
        StringBuilder line = new StringBuilder()
                .append(Instant.ofEpochMilli(record.getMillis())).append(' ')
                .append(record.getLevel().getName()).append(' ')
                .append(record.getLoggerName()).append(": ")
                .append(record.getMessage() == null ? "" : formatted(record));
        if (record.getThrown() != null) {
            StringWriter trace = new StringWriter();
            record.getThrown().printStackTrace(new PrintWriter(trace));
            line.append(System.lineSeparator()).append(trace.toString().stripTrailing());
        }
        return line.append(System.lineSeparator()).toString();
    }

    private static String formatted(LogRecord record) {
        Object[] parameters = record.getParameters();
        if (parameters == null || parameters.length == 0) {
            return record.getMessage();
        }
        try {
            return java.text.MessageFormat.format(record.getMessage(), parameters);
        } catch (IllegalArgumentException e) {
            return record.getMessage();
        }
    }

    /**
     * Appends to the log, opened on the first record so that a quiet run creates nothing.
     * Each record is one append: several copydesk processes can share the file.
     */
    private static final class FileLog extends Handler {
        private final Path file;
        private boolean failed;
        private boolean opened;

        FileLog(Path file) {
            this.file = file;
        }

        @Override
        public synchronized void publish(LogRecord record) {
            if (failed || !isLoggable(record)) {
                return;
            }
            try {
                if (!opened) {
                    prepare();
                    opened = true;
                }
                Files.writeString(file, format(record), StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                        StandardOpenOption.APPEND);
            } catch (IOException | RuntimeException e) {
                // A log that cannot be written must not turn into output or a failure of the command.
                failed = true;
            }
        }

        private void prepare() throws IOException {
            Path dir = file.getParent();
            if (dir != null && !Files.isDirectory(dir)) {
                Files.createDirectories(dir, PosixFilePermissions.asFileAttribute(
                        PosixFilePermissions.fromString("rwx------")));
            }
            if (Files.isRegularFile(file) && Files.size(file) > ROTATE_BYTES) {
                Files.move(file, file.resolveSibling(file.getFileName() + ".1"), StandardCopyOption.REPLACE_EXISTING);
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }

    /** {@code --verbose}: the same lines on stderr. */
    private static final class StreamLog extends Handler {
        private final PrintStream stream;

        StreamLog(PrintStream stream) {
            this.stream = stream;
        }

        @Override
        public synchronized void publish(LogRecord record) {
            if (isLoggable(record)) {
                stream.print(format(record));
                stream.flush();
            }
        }

        @Override
        public void flush() {
            stream.flush();
        }

        @Override
        public void close() {
        }
    }
}
