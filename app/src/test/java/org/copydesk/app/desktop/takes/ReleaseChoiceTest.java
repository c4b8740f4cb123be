package org.copydesk.app.desktop.takes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Optional;

import org.copydesk.app.desktop.common.RecordingDialogs;
import org.junit.jupiter.api.Test;

class ReleaseChoiceTest {

    private final Path demoTree = Path.of("/data/copydesk/demo-release");
    private final RecordingDialogs dialogs = new RecordingDialogs();

    @Test
    void onTheDemoStoreTheChooserOpensAtTheDemoTreeAndTheLineNamesIt() {
        ReleaseChoice choice = new ReleaseChoice(dialogs, Optional.of(demoTree));
        assertTrue(choice.line().endsWith("the demo's tree to promote into: " + demoTree), choice.line());
        choice.choose();
        assertEquals(Optional.of(demoTree), dialogs.releaseStartedIn());
    }

    @Test
    void theDemoTreeIsNeverChosenForTheOwner() {
        ReleaseChoice choice = new ReleaseChoice(dialogs, Optional.of(demoTree));
        assertEquals(Optional.empty(), choice.current());
        assertEquals(Optional.empty(), choice.choose());
    }

    @Test
    void onceChosenTheChooserOpensAtTheChosenTree() {
        Path site = Path.of("/site/release");
        dialogs.answeringRelease(site);
        ReleaseChoice choice = new ReleaseChoice(dialogs, Optional.of(demoTree));
        choice.choose();
        choice.choose();
        assertEquals(Optional.of(site), dialogs.releaseStartedIn());
        assertEquals("Release tree: " + site, choice.line());
    }
}
