package org.copydesk.model.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.doc.Decoded;
import org.copydesk.model.doc.Documents;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.SharedSpec;
import org.copydesk.model.release.BriefingTake;
import org.copydesk.model.release.ForecastArtifact;
import org.copydesk.model.run.ShadowRun;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Every shared vector is valid: every applicable check passes (manifest note lists the exceptions). */
class VectorChecksTest {

    private static final String NEEDS_STORE = "commentary.sources_human_approved";

    private final CheckEngine engine = new CheckEngine();

    static List<ShadowRun> vectorRuns() throws IOException {
        List<ShadowRun> runs = new ArrayList<>();
        try (Stream<Path> files = Files.list(SharedSpec.vectors().resolve("bundle/runs"))) {
            for (Path file : files.sorted().toList()) {
                runs.add(((Decoded.Run) Documents.decode(Files.readAllBytes(file))).run());
            }
        }
        return runs;
    }

    static BriefingTake vectorTake() throws IOException {
        Decoded.Take take = (Decoded.Take) Documents.decode(
                Files.readAllBytes(SharedSpec.vectors().resolve("takes/xx-gov-2026-draft.json")));
        return (BriefingTake) take.take();
    }

    static ForecastArtifact vectorForecast() throws IOException {
        Decoded.Forecast forecast = (Decoded.Forecast) Documents.decode(
                Files.readAllBytes(SharedSpec.vectors().resolve("release/forecasts/xx-gov-2026/forecast.json")));
        return forecast.artifact();
    }

    @TestFactory
    Stream<DynamicTest> everyVectorRunPassesEveryApplicableCheck() throws IOException {
        return vectorRuns().stream().map(run -> DynamicTest.dynamicTest(run.runId() + " (" + run.task().wireName() + ")",
                () -> {
                    CheckReport report = engine.check(run, new EmptyCheckContext());
                    List<String> unexpected = report.results().stream()
                            .filter(CheckResult::failed)
                            .filter(r -> !r.checkId().equals(NEEDS_STORE))
                            .map(r -> r.checkId() + ": " + r.detail())
                            .toList();
                    assertEquals(List.of(), unexpected);
                }));
    }

    @Test
    void theBlockedVectorRunIsBlockedAndItsPollChecksDoNotApply() throws IOException {
        ShadowRun blocked = vectorRuns().stream().filter(ShadowRun::isBlocked).findFirst().orElseThrow();
        CheckReport report = engine.check(blocked, new EmptyCheckContext());
        assertEquals(ShadowRun.BLOCKED, blocked.status());
        assertEquals(List.of(), report.failedIds());
        assertTrue(report.results().stream().filter(r -> r.checkId().startsWith("poll."))
                .allMatch(r -> r.verdict() == Verdict.NOT_APPLICABLE));
    }

    @Test
    void commentaryVectorNeedsAHumanApprovalInTheStore() throws IOException {
        ShadowRun commentary = vectorRuns().stream().filter(r -> r.commentary().isPresent()).findFirst().orElseThrow();
        assertEquals(List.of(NEEDS_STORE), engine.check(commentary, new EmptyCheckContext()).failedIds());
        CheckContext approving = new CheckContext() {
            @Override
            public Optional<byte[]> rawBytes(String rawSha256) {
                return Optional.empty();
            }

            @Override
            public boolean hasValidApproval(String documentSha256) {
                return true;
            }
        };
        assertEquals(List.of(), engine.check(commentary, approving).failedIds());
    }

    @Test
    void rawBytesInTheVectorBundleHashToTheirSnapshotDigest() throws IOException {
        Path rawDir = SharedSpec.vectors().resolve("bundle/raw");
        CheckContext store = new CheckContext() {
            @Override
            public Optional<byte[]> rawBytes(String rawSha256) {
                try (Stream<Path> files = Files.list(rawDir)) {
                    Optional<Path> file = files.filter(f -> f.getFileName().toString().startsWith(rawSha256)).findFirst();
                    return file.isPresent() ? Optional.of(Files.readAllBytes(file.get())) : Optional.empty();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }

            @Override
            public boolean hasValidApproval(String documentSha256) {
                return false;
            }
        };
        ShadowRun poll = vectorRuns().stream().filter(r -> r.poll().isPresent()).findFirst().orElseThrow();
        CheckResult raw = engine.check(poll, store).results().stream()
                .filter(r -> r.checkId().equals("integrity.raw_bytes")).findFirst().orElseThrow();
        assertEquals(Verdict.PASSED, raw.verdict(), raw.detail());
    }

    @Test
    void theVectorTakeDraftPassesEveryTakeCheckAgainstTheCurrentForecast() throws IOException {
        CheckReport report = engine.check(vectorTake(), Optional.of(vectorForecast()));
        List<String> failed = report.results().stream().filter(CheckResult::failed)
                .map(r -> r.checkId() + ": " + r.detail()).toList();
        assertEquals(List.of(), failed);
        assertFalse(report.results().stream().anyMatch(r -> r.verdict() == Verdict.NOT_APPLICABLE));
    }

    @Test
    void withoutAForecastTheBindingCheckDoesNotApply() throws IOException {
        CheckReport report = engine.check(vectorTake(), Optional.empty());
        assertEquals(List.of(), report.failedIds());
        CheckResult binding = report.results().stream().filter(r -> r.checkId().equals("take.binding"))
                .findFirst().orElseThrow();
        assertEquals(Verdict.NOT_APPLICABLE, binding.verdict());
    }

    @Test
    void everyCheckIdInTheCatalogueIsNamedInChecksMd() throws IOException {
        String checksMd = Files.readString(SharedSpec.spec().resolve("CHECKS.md"));
        for (Check<?> check : engine.catalogue()) {
            if (CheckEngine.COPYDESK_ADDITIONS.contains(check.id())) {
                continue;
            }
            assertTrue(checksMd.contains("`" + check.id() + "`"), check.id());
        }
    }

    @Test
    void theCatalogueCoversEveryCheckIdInChecksMdInTableOrder() throws IOException {
        String checksMd = Files.readString(SharedSpec.spec().resolve("CHECKS.md"));
        Pattern row = Pattern.compile(
                "^\\| `((?:integrity|safety|poll|event|commentary|discover|take|citations|brief)\\.[a-z_]+)` \\|", Pattern.MULTILINE);
        Matcher ids = row.matcher(checksMd);
        List<String> expected = new ArrayList<>();
        while (ids.find()) {
            expected.add(ids.group(1));
        }
        List<String> actual = engine.catalogue().stream().map(Check::id)
                .filter(id -> !CheckEngine.COPYDESK_ADDITIONS.contains(id)).toList();
        assertEquals(expected, actual);
    }

    @Test
    void manifestNamesTheSameRunsTheBundleHolds() throws IOException {
        JsonNode manifest = Json.parse(Files.readAllBytes(SharedSpec.vectors().resolve("manifest.json")));
        long runs = StreamSupport.stream(manifest.get("documents").spliterator(), false)
                .filter(d -> d.has("record_sha256")).count();
        assertEquals(runs, vectorRuns().size());
    }
}
