package org.copydesk.app.reliability;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** One hostile input: planted beside a bundle of good runs, it must be refused with a reason and nothing else. */
interface HostileCase {

    /**
     * Writes the hostile file(s) under {@code work}, where {@code bundle} already holds the good runs.
     *
     * @return what to import, and which path the refusal must name
     */
    Planted plant(Path work, Path bundle) throws IOException;

    /** The paths given to {@code import}, the bad path the summary must name, and a word its reason must hold. */
    record Planted(List<Path> importArgs, String badPath, String reasonFragment) {
    }
}
