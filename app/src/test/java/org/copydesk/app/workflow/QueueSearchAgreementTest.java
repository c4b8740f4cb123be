package org.copydesk.app.workflow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

import org.copydesk.fixtures.DemoCorpus;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.snapshot.Block;
import org.copydesk.model.snapshot.SourceSnapshot;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.RecordColumns;
import org.copydesk.store.RecordFilter;
import org.copydesk.store.postgres.TestPostgres;
import org.copydesk.store.sqlite.SqliteEvidenceStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The queue's text filter gives the same runs on PostgreSQL (tsvector) as on SQLite (FTS5) for
 * the demo corpus: words and two-word phrases taken from its own blocks, in other cases too,
 * and words it does not hold.
 */
@ExtendWith(TestPostgres.class)
class QueueSearchAgreementTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-10-20T08:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path dir;

    @Test
    void wordsAndPhrasesOfTheDemoCorpusFindTheSameRunsInBothStores() throws IOException {
        Path corpus = Files.createDirectories(dir.resolve("corpus"));
        DemoCorpus.write(corpus);
        try (EvidenceStore file = SqliteEvidenceStore.open(dir.resolve("s.db"), CLOCK);
             EvidenceStore server = TestPostgres.freshDatabase().open(CLOCK)) {
            new ImportWorkflow(file, Runnable::run, StoredRunChecks.NONE).importPaths(List.of(corpus), ImportProgress.NONE);
            new ImportWorkflow(server, Runnable::run, StoredRunChecks.NONE).importPaths(List.of(corpus), ImportProgress.NONE);
            List<String> queries = queries(file);
            assertTrue(queries.size() > 80, queries.toString());
            int matched = 0;
            for (String query : queries) {
                RecordFilter filter = RecordFilter.all().withText(query);
                int count = file.queue().count(filter);
                assertEquals(count, server.queue().count(filter), query);
                assertEquals(ids(file.queue().page(filter, 0, 50)), ids(server.queue().page(filter, 0, 50)), query);
                assertEquals(file.queue().counts(filter), server.queue().counts(filter), query);
                matched += count > 0 ? 1 : 0;
            }
            assertTrue(matched > queries.size() / 2, matched + " of " + queries.size() + " queries matched");
        }
    }

    /** Every 7th distinct word of letters in the corpus's blocks, each 11th two-word phrase, in three cases, and absent words. */
    private static List<String> queries(EvidenceStore store) {
        TreeSet<String> words = new TreeSet<>();
        List<String> phrases = new ArrayList<>();
        for (ShadowRun run : store.runs().findAll(store.runs().allIds())) {
            for (SourceSnapshot source : run.sources()) {
                for (Block block : source.blocks()) {
                    String[] tokens = block.text().split("[^\\p{L}]+");
                    for (int i = 0; i < tokens.length; i++) {
                        if (!tokens[i].isEmpty()) {
                            words.add(tokens[i].toLowerCase(Locale.ROOT));
                            if (i + 1 < tokens.length && !tokens[i + 1].isEmpty() && phrases.size() < 400) {
                                phrases.add(tokens[i] + " " + tokens[i + 1]);
                            }
                        }
                    }
                }
            }
        }
        List<String> queries = new ArrayList<>();
        int n = 0;
        for (String word : words) {
            if (n++ % 7 == 0) {
                queries.add(word);
                queries.add(word.toUpperCase(Locale.ROOT));
            }
        }
        for (int i = 0; i < phrases.size(); i += 11) {
            queries.add(phrases.get(i));
        }
        queries.addAll(List.of("zyzzyvaquark", "\"quoted\" words", "AND OR NOT", "poll*", "-minus"));
        return queries;
    }

    private static List<String> ids(List<RecordColumns> page) {
        return page.stream().map(RecordColumns::recordSha256).toList();
    }
}
