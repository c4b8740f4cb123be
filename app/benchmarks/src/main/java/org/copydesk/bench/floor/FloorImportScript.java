package org.copydesk.bench.floor;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;

import org.copydesk.model.json.Sha256;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.snapshot.Block;
import org.copydesk.model.snapshot.SourceSnapshot;
import org.copydesk.store.RunIndex;

/**
 * The import floor as one SQL script for the stock {@code sqlite3} tool: the rows copydesk
 * would store for each run, with digests and block text ids worked out here, so the tool does
 * the database work alone. Each block text is written, and indexed, once.
 */
public final class FloorImportScript implements AutoCloseable {

    private static final HexFormat HEX = HexFormat.of();

    private final Writer out;
    private final String importedAt;
    private final Map<String, Long> textIds = new HashMap<>();

    public FloorImportScript(Writer out, String importedAt) throws IOException {
        this.out = out;
        this.importedAt = importedAt;
        out.write(FloorScripts.importPrologue());
    }

    public void add(ShadowRun run, byte[] body) throws IOException {
        RunIndex index = RunIndex.of(run);
        out.write("INSERT INTO run VALUES (" + String.join(",", q(run.recordSha256()), q(run.runId()),
                q(run.task().wireName()), q(run.status()), q(run.raceId().orElse(null)), q(index.title().orElse(null)),
                q(index.publisher().orElse(null)), q(index.pollster().orElse(null)), q(index.fieldStart().orElse(null)),
                q(index.fieldEnd().orElse(null)), q(run.createdAt()), q(run.provenance().model().orElse(null)),
                q(run.provenance().promptSha256().orElse(null)), q(run.provenance().schemaSha256().orElse(null)),
                q(index.sampleKey().orElse(null)), q(importedAt),
                "CAST(" + q(new String(body, StandardCharsets.UTF_8)) + " AS BLOB)") + ");\n");
        for (int s = 0; s < run.sources().size(); s++) {
            SourceSnapshot snap = run.sources().get(s);
            out.write("INSERT INTO run_source VALUES (" + String.join(",", q(run.recordSha256()), Integer.toString(s),
                    q(snap.sourceId()), q(snap.snapshotSha256()), q(snap.documentSha256()),
                    q(snap.rawSha256().orElse(null)), q(snap.canonicalUrl().orElse(null)),
                    q(snap.publisher().orElse(null)), q(snap.retrievedAt().orElse(null)), q(snap.mimeType())) + ");\n");
            for (int b = 0; b < snap.blocks().size(); b++) {
                Block block = snap.blocks().get(b);
                long textId = textId(block.text());
                out.write("INSERT INTO run_block VALUES (" + String.join(",", q(run.recordSha256()), Integer.toString(s),
                        Integer.toString(b), q(block.blockId()), q(block.sha256()), Long.toString(textId),
                        block.page().isPresent() ? Integer.toString(block.page().getAsInt()) : "NULL") + ");\n");
            }
        }
    }

    /** A raw source file kept under the digest its bundle name states, as copydesk keeps it. */
    public void addRaw(String namedSha256, byte[] bytes) throws IOException {
        out.write("INSERT INTO raw_blob VALUES (" + q(namedSha256) + ",X'" + HEX.formatHex(bytes) + "');\n");
    }

    private long textId(String text) throws IOException {
        String digest = Sha256.hex(text);
        Long known = textIds.get(digest);
        if (known != null) {
            return known;
        }
        long id = textIds.size() + 1L;
        textIds.put(digest, id);
        out.write("INSERT INTO block_text VALUES (" + id + "," + q(digest) + "," + q(text) + ");\n");
        out.write("INSERT INTO block_fts (rowid, text) VALUES (" + id + "," + q(text) + ");\n");
        return id;
    }

    private static String q(String value) {
        return FloorScripts.quoted(value);
    }

    @Override
    public void close() throws IOException {
        out.write(FloorScripts.importEpilogue());
        out.close();
    }
}
