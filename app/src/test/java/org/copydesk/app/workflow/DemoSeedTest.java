package org.copydesk.app.workflow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import org.copydesk.app.AppRoot;
import org.copydesk.app.StoreOpener;
import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.desktop.SigningFixtures;
import org.copydesk.app.workflow.decide.KeyFiles;
import org.copydesk.app.workflow.log.HistoryWitness;
import org.copydesk.app.workflow.release.PromoteRequest;
import org.copydesk.app.workflow.release.PromoteResult;
import org.copydesk.fixtures.DemoCorpus;
import org.copydesk.model.json.Json;
import org.copydesk.model.signing.SigningKey;
import org.copydesk.store.EvidenceStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DemoSeedTest {

    @TempDir
    Path dir;

    @Test
    void theFirstRunPutsAWritableReleaseTreeBesideTheDemoStore() {
        Path storeFile = dir.resolve("data").resolve("copydesk").resolve("store.db");
        try (AppRoot root = opener(storeFile).open(Optional.empty(), Optional.empty())) {
            EvidenceStore store = root.store();
            Path tree = storeFile.getParent().resolve("demo-release");
            assertEquals(Optional.of(tree.toAbsolutePath()), DemoReleaseTree.find(store.location()));
            assertTrue(Files.isRegularFile(tree.resolve("registry.json")));
            assertTrue(Files.isRegularFile(tree.resolve("analyst-take/nm-gov-2026/current.json")));
            assertTrue(Files.isRegularFile(tree.resolve("forecasts/nm-sen-2026/forecast.json")));
        }
    }

    @Test
    void aNamedStoreGetsNoDemoTree() {
        Path named = dir.resolve("named.db");
        try (AppRoot root = opener(dir.resolve("default").resolve("store.db")).open(Optional.of(named.toString()), Optional.empty())) {
            EvidenceStore store = root.store();
            assertEquals(Optional.empty(), DemoReleaseTree.find(store.location()));
            assertFalse(Files.exists(dir.resolve("demo-release")));
        }
    }

    @Test
    void anOwnerPromotesTheDemoDraftIntoTheDemoTreeAndTheGatePasses() throws IOException {
        Path storeFile = dir.resolve("copydesk").resolve("store.db");
        try (AppRoot root = opener(storeFile).open(Optional.empty(), Optional.empty())) {
            EvidenceStore store = root.store();
            AppRoot services = root;
            KeyFiles.Generated owner = KeyFiles.generate("olive.owner", dir.resolve("keys"),
                    SigningFixtures.PASSPHRASE.toCharArray());
            services.roster().init("olive.owner", "Olive Owner", KeyFiles.readPublicKey(owner.publicKeyPath()));
            SigningKey key = KeyFiles.unlock(owner.privateKeyPath(), SigningFixtures.PASSPHRASE.toCharArray());
            Path tree = DemoReleaseTree.find(store.location()).orElseThrow();
            PromoteResult result = services.promote().promote(new PromoteRequest(tree, currentDraft(),
                    "Screens pass; the context direction matches the packet", key));
            assertTrue(result.gate().passed(), result.gate().failedIds().toString());
            assertTrue(Files.isRegularFile(tree.resolve(result.archive())) || Files.isRegularFile(Path.of(result.archive())),
                    result.archive());
        }
    }

    @Test
    void aSeedCutShortIsRunAgainAtTheNextOpening() {
        Path storeFile = dir.resolve("copydesk").resolve("store.db");
        DemoSeed cutShort = (store, importer, progress) -> {
            throw new IllegalStateException("the window was closed");
        };
        assertThrows(IllegalStateException.class,
                () -> new StoreOpener(storeFile, cutShort, DeskFixtures.CLOCK).open(Optional.empty(), Optional.empty()));
        assertTrue(Files.exists(storeFile));
        try (AppRoot root = opener(storeFile).open(Optional.empty(), Optional.empty())) {
            assertTrue(!root.store().runs().allIds().isEmpty(), "the demo runs are in");
            assertTrue(DemoReleaseTree.find(root.store().location()).isPresent());
        }
        assertFalse(Files.exists(storeFile.resolveSibling("store.db.seeding")));
        int[] seeded = {0};
        DemoSeed counting = (store, importer, progress) -> seeded[0]++;
        try (AppRoot root = new StoreOpener(storeFile, counting, DeskFixtures.CLOCK).open(Optional.empty(), Optional.empty())) {
            assertEquals(0, seeded[0], "a seeded store is not seeded again");
        }
    }

    @Test
    void theWindowGetsTheSeedToRunItselfAndTheCommandLineIsSeededAtOnce() {
        Path storeFile = dir.resolve("copydesk").resolve("store.db");
        int[] seeded = {0};
        DemoSeed counting = (store, importer, progress) -> seeded[0]++;
        StoreOpener opener = new StoreOpener(storeFile, counting, DeskFixtures.CLOCK);
        StoreOpener.Opened opened = opener.openUnseeded(Optional.empty(), Optional.empty(), HistoryWitness.none());
        try (AppRoot root = opened.root()) {
            assertEquals(0, seeded[0]);
            opened.seed().orElseThrow().run(ImportProgress.NONE);
            assertEquals(1, seeded[0]);
        }
        assertFalse(Files.exists(storeFile.resolveSibling("store.db.seeding")));
    }

    private static StoreOpener opener(Path defaultStore) {
        return new StoreOpener(defaultStore, DemoSeed.demoCorpus(), DeskFixtures.CLOCK);
    }

    /** The approval digest of the demo's governor draft bound to the current forecast. */
    private String currentDraft() throws IOException {
        Path corpus = dir.resolve("corpus");
        DemoCorpus.write(corpus);
        return Json.parse(Files.readAllBytes(corpus.resolve("takes/nm-gov-2026-draft.json")))
                .get("approval_sha256").asText();
    }
}
