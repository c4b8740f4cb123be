package org.copydesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.copydesk.app.workflow.DemoSeed;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RosterShowTest {

    @TempDir
    Path dir;

    @Test
    void anEmptyRosterSaysSoAndHowToPinTheFirstOwner() {
        CliRunner cli = new CliRunner(dir.resolve("default.db"), DemoSeed.NONE);
        CliRunner.Result show = cli.run("--store", dir.resolve("s.db").toString(), "roster", "show");
        assertEquals(0, show.code());
        assertTrue(show.out().startsWith("The roster is empty: nobody can sign decisions on this store yet."), show.out());
        assertTrue(show.out().contains("roster init"), show.out());
    }
}
