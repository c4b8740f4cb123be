package org.copydesk.store.postgres;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.GroupPrincipal;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.UserPrincipal;
import java.nio.file.attribute.UserPrincipalLookupService;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A throwaway PostgreSQL server for tests: {@code initdb} into a temporary folder and
 * {@code pg_ctl} on a free loopback port, started once per test JVM (the first test class that
 * registers this extension starts it, the end of the test run stops it and deletes its files).
 * PostgreSQL refuses to run as root, so as root the server runs as {@code nobody}. When no
 * server can be started, tests fail with one line saying how to fix that; they never skip.
 */
public final class TestPostgres implements BeforeAllCallback {

    /** The server's superuser; tests connect as it (by password over TCP) unless they create other roles. */
    public static final String ADMIN = "copydesk_admin";
    private static final String HOW_TO_FIX = "install Debian's postgresql package (.ci/run does: apt-get install "
            + "postgresql) or set COPYDESK_PG_BIN to a folder holding initdb and pg_ctl";

    private static Server server;
    private static final AtomicInteger DATABASES = new AtomicInteger();

    @Override
    public void beforeAll(ExtensionContext context) {
        // Kept in the root context's store: closed once, when every test class has run.
        context.getRoot().getStore(ExtensionContext.Namespace.GLOBAL)
                .getOrComputeIfAbsent(TestPostgres.class, k -> new Stopper(server()), Stopper.class);
    }

    /** The JVM's one test server, started on first use. */
    public static synchronized Server server() {
        if (server == null) {
            server = Server.start();
        }
        return server;
    }

    /**
     * A server of the caller's own, for a test that stops and starts it (the JVM's shared one
     * stays up); stopped and deleted when the JVM exits, or by {@link Server#stop()}.
     */
    public static Server privateServer() {
        return Server.start();
    }

    /** A new, empty database on the test server, with a password file for {@link #ADMIN}. */
    public static TestDatabase freshDatabase() {
        return freshDatabase(server());
    }

    /** A new, empty database on {@code s}, with a password file for {@link #ADMIN}. */
    public static TestDatabase freshDatabase(Server s) {
        String name = "copydesk_test_" + DATABASES.incrementAndGet();
        s.adminSql("postgres", "CREATE DATABASE " + name);
        return new TestDatabase(s, new PostgresLocation(Optional.of(ADMIN), "127.0.0.1", s.port, name,
                Optional.of("disable")));
    }

    /** One database on the test server. */
    public record TestDatabase(Server server, PostgresLocation location) {

        public PostgresEvidenceStore open(Clock clock) {
            return PostgresEvidenceStore.open(location, Optional.of(server.passwordFile), clock);
        }

        /** Runs {@code sql} as the superuser in this database, past every repository. */
        public void sql(String sql) throws SQLException {
            try (Connection c = server.connect(location.database()); Statement s = c.createStatement()) {
                s.execute(sql);
            }
        }

        public String jdbcUrl() {
            return server.jdbcUrl(location.database());
        }

        public Path passwordFile() {
            return server.passwordFile;
        }
    }

    /** A running server: its port, its folder and its superuser's password file. */
    public static final class Server {

        final int port;
        final Path base;
        final Path passwordFile;
        private final String password;
        private final Path bin;
        private final boolean asNobody;

        private Server(int port, Path base, Path passwordFile, String password, Path bin, boolean asNobody) {
            this.port = port;
            this.base = base;
            this.passwordFile = passwordFile;
            this.password = password;
            this.bin = bin;
            this.asNobody = asNobody;
        }

        public int port() {
            return port;
        }

        static Server start() {
            Path bin = binaries().orElseThrow(() -> new IllegalStateException(
                    "No PostgreSQL server binaries found for the store tests: " + HOW_TO_FIX));
            boolean asNobody = "root".equals(System.getProperty("user.name"));
            try {
                Path base = Files.createTempDirectory("copydesk-pg-");
                String password = UUID.randomUUID().toString();
                Path passwordFile = base.resolve("admin-password");
                Files.writeString(passwordFile, password + "\n", StandardCharsets.UTF_8);
                if (asNobody) {
                    giveToNobody(base);
                    giveToNobody(passwordFile);
                }
                Path data = base.resolve("data");
                run(bin, asNobody, base, "initdb", "-D", data.toString(), "-U", ADMIN, "--auth-local=trust",
                        "--auth-host=scram-sha-256", "--pwfile=" + passwordFile, "-E", "UTF8", "--locale=C.UTF-8",
                        "--no-sync", "--no-instructions");
                IllegalStateException last = null;
                for (int attempt = 0; attempt < 3; attempt++) {
                    int port = freePort();
                    try {
                        run(bin, asNobody, base, "pg_ctl", "-D", data.toString(), "-l", base.resolve("server.log").toString(),
                                "-w", "-t", "60", "-o", "-p " + port + " -k " + base + " -c listen_addresses=127.0.0.1"
                                        + " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
                                        + " -c max_connections=200",
                                "start");
                        Server started = new Server(port, base, passwordFile, password, bin, asNobody);
                        Runtime.getRuntime().addShutdownHook(new Thread(started::stop, "test-postgres-stop"));
                        return started;
                    } catch (IllegalStateException e) {
                        last = e;
                    }
                }
                throw last;
            } catch (IOException e) {
                throw new IllegalStateException("Cannot prepare a PostgreSQL server for the store tests ("
                        + e.getMessage() + "): " + HOW_TO_FIX, e);
            }
        }

        String jdbcUrl(String database) {
            return "jdbc:postgresql://127.0.0.1:" + port + "/" + database + "?sslmode=disable";
        }

        public Connection connect(String database) throws SQLException {
            return DriverManager.getConnection(jdbcUrl(database), ADMIN, password);
        }

        public void adminSql(String database, String sql) {
            try (Connection c = connect(database); Statement s = c.createStatement()) {
                s.execute(sql);
            } catch (SQLException e) {
                throw new IllegalStateException("test server: " + sql + ": " + e.getMessage(), e);
            }
        }

        private boolean stopped;

        /** Stops the server as an administrator would (its connections are cut), keeping its files. */
        public synchronized void pause() {
            run(bin, asNobody, base, "pg_ctl", "-D", base.resolve("data").toString(), "-m", "fast", "-w", "stop");
        }

        /** Starts a paused server again on the same port. */
        public synchronized void resume() {
            run(bin, asNobody, base, "pg_ctl", "-D", base.resolve("data").toString(), "-l",
                    base.resolve("server.log").toString(), "-w", "-t", "60", "-o", "-p " + port + " -k " + base
                            + " -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off"
                            + " -c full_page_writes=off -c max_connections=200", "start");
        }

        public synchronized void stop() {
            if (stopped) {
                return;
            }
            stopped = true;
            try {
                run(bin, asNobody, base, "pg_ctl", "-D", base.resolve("data").toString(), "-m", "immediate", "-w", "stop");
            } catch (RuntimeException e) {
                // Still delete what can be deleted.
            }
            try (Stream<Path> files = Files.walk(base)) {
                files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            } catch (IOException | UncheckedIOException e) {
                // A temporary folder left behind is not worth failing a test run for.
            }
        }
    }

    /** Stops the server when the test run ends. */
    private static final class Stopper implements ExtensionContext.Store.CloseableResource, AutoCloseable {
        private final Server server;

        Stopper(Server server) {
            this.server = server;
        }

        @Override
        public void close() {
            server.stop();
        }
    }

    private static Optional<Path> binaries() {
        String configured = System.getenv("COPYDESK_PG_BIN");
        if (configured != null && !configured.isBlank()) {
            return Optional.of(Path.of(configured)).filter(TestPostgres::holdsServer);
        }
        Path debian = Path.of("/usr/lib/postgresql");
        if (Files.isDirectory(debian)) {
            try (Stream<Path> versions = Files.list(debian)) {
                Optional<Path> newest = versions.map(v -> v.resolve("bin")).filter(TestPostgres::holdsServer)
                        .max(Comparator.comparingInt(TestPostgres::majorVersion));
                if (newest.isPresent()) {
                    return newest;
                }
            } catch (IOException e) {
                // Fall through to PATH.
            }
        }
        for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
            if (!dir.isEmpty() && holdsServer(Path.of(dir))) {
                return Optional.of(Path.of(dir));
            }
        }
        return Optional.empty();
    }

    private static int majorVersion(Path bin) {
        try {
            return Integer.parseInt(bin.getParent().getFileName().toString());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private static boolean holdsServer(Path dir) {
        return Files.isExecutable(dir.resolve("initdb")) && Files.isExecutable(dir.resolve("pg_ctl"));
    }

    private static void giveToNobody(Path path) throws IOException {
        UserPrincipalLookupService users = path.getFileSystem().getUserPrincipalLookupService();
        UserPrincipal nobody = users.lookupPrincipalByName("nobody");
        GroupPrincipal nogroup = users.lookupPrincipalByGroupName("nogroup");
        PosixFileAttributeView view = Files.getFileAttributeView(path, PosixFileAttributeView.class);
        view.setOwner(nobody);
        view.setGroup(nogroup);
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    private static void run(Path bin, boolean asNobody, Path base, String tool, String... args) {
        List<String> command = new ArrayList<>();
        if (asNobody) {
            command.addAll(List.of("setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"));
        }
        command.add(bin.resolve(tool).toString());
        command.addAll(List.of(args));
        Path output = base.resolve(tool + ".out");
        try {
            Process process = new ProcessBuilder(command).directory(base.toFile()).redirectErrorStream(true)
                    .redirectOutput(output.toFile()).start();
            if (!process.waitFor(90, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IllegalStateException("PostgreSQL's " + tool + " did not finish within 90 s: " + HOW_TO_FIX);
            }
            if (process.exitValue() != 0) {
                String said = Files.readString(output, StandardCharsets.UTF_8).strip().replace('\n', ' ');
                throw new IllegalStateException("PostgreSQL's " + tool + " failed for the store tests (" + said + "): "
                        + HOW_TO_FIX);
            }
        } catch (IOException e) {
            throw new IllegalStateException("Cannot run PostgreSQL's " + tool + " (" + e.getMessage() + "): " + HOW_TO_FIX, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while running PostgreSQL's " + tool, e);
        }
    }
}
