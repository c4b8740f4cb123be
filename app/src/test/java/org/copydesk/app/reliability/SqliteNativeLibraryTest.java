package org.copydesk.app.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * sqlite-jdbc's native library is extracted once per version into the user's cache, not into
 * the temporary folder on every start: a process killed with SIGKILL used to leave a 1.1 MB
 * {@code libsqlitejdbc*.so} behind in {@code /tmp} each time.
 */
class SqliteNativeLibraryTest {

    @TempDir
    Path work;

    @Test
    @Timeout(240)
    void killedProcessesLeaveNoLibraryInTheTemporaryFolderAndShareOneCachedCopy() throws Exception {
        Path tmp = Files.createDirectories(work.resolve("tmp"));
        Path cache = work.resolve("cache");
        Map<String, String> environment = Map.of("XDG_CACHE_HOME", cache.toString(),
                "JAVA_TOOL_OPTIONS", "-Djava.io.tmpdir=" + tmp);
        for (int i = 0; i < 2; i++) {
            CopydeskProcess desk = CopydeskProcess.startWith(environment, work.resolve("logs"), "list-" + i,
                    "--store", work.resolve("s" + i + ".db").toString(), "list");
            Path store = work.resolve("s" + i + ".db");
            long deadline = System.nanoTime() + 120_000_000_000L;
            while (!Files.exists(store) && desk.alive() && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            desk.kill();
        }

        assertEquals(List.of(), files(tmp), "nothing left in the temporary folder");
        List<Path> cached = files(cache);
        assertEquals(1, cached.size(), cached.toString());
        assertTrue(cached.get(0).toString().contains("sqlite-jdbc-"), cached.toString());
    }

    private static List<Path> files(Path root) throws Exception {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile).toList();
        }
    }
}
