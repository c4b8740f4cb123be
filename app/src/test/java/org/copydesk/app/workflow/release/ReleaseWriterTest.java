package org.copydesk.app.workflow.release;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.copydesk.app.workflow.RefusedException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReleaseWriterTest {

    @TempDir
    Path dir;

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private List<String> tree() throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.map(p -> dir.relativize(p).toString()).sorted().toList();
        }
    }

    @Test
    void aFailureBeforeTheRenamesRemovesTheCreatedArchiveAndItsDirectories() throws IOException {
        Files.writeString(dir.resolve("current.json"), "old");
        Files.createDirectory(dir.resolve("blocker"));
        List<String> before = tree();
        ReleaseWriter writer = new ReleaseWriter()
                .create(dir.resolve("analyst-take/archive/a.json"), utf8("new"))
                .replace(dir.resolve("current.json"), utf8("new"))
                .replace(dir.resolve("blocker"), utf8("a directory is never replaced"));
        assertThrows(RefusedException.class, writer::commit);
        assertEquals(before, tree());
        assertEquals("old", Files.readString(dir.resolve("current.json")));
    }

    @Test
    void anArchiveWithOtherBytesIsNeverOverwritten() throws IOException {
        Path archive = Files.createDirectories(dir.resolve("archive")).resolve("a.json");
        Files.writeString(archive, "first");
        assertThrows(RefusedException.class, () -> new ReleaseWriter().create(archive, utf8("second")).commit());
        assertEquals("first", Files.readString(archive));
    }

    @Test
    void replacesByRenameAndLeavesNoTemporaries() throws IOException {
        Files.writeString(dir.resolve("registry.json"), "old");
        new ReleaseWriter().create(dir.resolve("archive/x.json"), utf8("x"))
                .replace(dir.resolve("registry.json"), utf8("new")).commit();
        assertArrayEquals(utf8("new"), Files.readAllBytes(dir.resolve("registry.json")));
        assertFalse(tree().stream().anyMatch(p -> p.endsWith(".tmp")), tree().toString());
        assertEquals(List.of("", "archive", "archive/x.json", "registry.json"), tree());
    }
}
