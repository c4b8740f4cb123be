package org.copydesk.app.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.importers.extract.ExtractedBlock;
import org.copydesk.importers.extract.ExtractedSnapshot;
import org.copydesk.importers.extract.ExtractionException;
import org.copydesk.importers.extract.ExtractionLimits;
import org.copydesk.importers.extract.SnapshotExtractor;
import org.copydesk.importers.extract.SourceMetadata;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code extract FILE}: an HTML or PDF file to a derived {@code source-snapshot.v1} on stdout.
 * It never opens the store; {@code --store} is accepted only because every command takes it.
 */
@Command(name = "extract", description = "Extract an HTML or PDF file into a derived source snapshot (nothing is stored).")
public final class ExtractCommand extends StoreCommand {

    @Parameters(paramLabel = "FILE", description = "An HTML or PDF file.")
    Path file;

    @Option(names = "--source-id", paramLabel = "ID", defaultValue = "src-extracted",
            description = "source_id written into the snapshot (default: ${DEFAULT-VALUE}).")
    String sourceId;

    @Option(names = "--url", paramLabel = "URL",
            description = "canonical_url written into the snapshot (default: the file's file: URI).")
    Optional<String> url;

    @Option(names = "--retrieved-at", paramLabel = "TIME",
            description = "retrieved_at as RFC 3339 UTC, e.g. 2026-10-14T18:22:05Z (default: the file's modification time).")
    Optional<String> retrievedAt;

    @Option(names = "--mime-type", paramLabel = "TYPE",
            description = "text/html or application/pdf (default: recognised from the bytes).")
    Optional<String> mimeType;

    public ExtractCommand(CliContext context) {
        super(context);
    }

    /** The file it extracts: it opens no store. */
    @Override
    String subject() {
        return String.valueOf(file);
    }

    @Override
    int run() {
        ExtractedSnapshot snapshot;
        try {
            byte[] raw = read();
            SourceMetadata metadata = new SourceMetadata(sourceId,
                    url.orElseGet(() -> file.toAbsolutePath().toUri().toString()), retrievedAt());
            snapshot = new SnapshotExtractor(ExtractionLimits.defaults())
                    .extract(raw, mimeType, metadata, context.clock().instant());
        } catch (ExtractionException | UnreadableFileException e) {
            context.err().println(file + ": " + e.getMessage());
            return ExitCodes.USAGE;
        }
        if (json()) {
            printJson(snapshot.json());
        } else {
            printSummary(snapshot);
        }
        return ExitCodes.OK;
    }

    /**
     * Refuses by size before reading, so a huge file costs a stat, not the heap; the extractor
     * applies the per-kind caps once it knows what the bytes are.
     */
    private byte[] read() {
        ExtractionLimits limits = ExtractionLimits.defaults();
        long cap = Math.max(limits.maxHtmlBytes(), limits.maxPdfBytes());
        try {
            if (!Files.isRegularFile(file)) {
                throw new UnreadableFileException(Files.exists(file) ? "not a regular file" : "no such file");
            }
            long size = Files.size(file);
            if (size > cap) {
                throw new UnreadableFileException("file is " + size + " bytes, over the " + cap + "-byte limit");
            }
            return Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new UnreadableFileException("no such file");
        } catch (IOException e) {
            throw new UnreadableFileException("unreadable: " + e.getClass().getSimpleName());
        }
    }

    /** The file's modification time stands in for "when fetched": a download's mtime is exactly that, and it is stable across runs. */
    private Instant retrievedAt() {
        if (retrievedAt.isPresent()) {
            try {
                return Instant.parse(retrievedAt.get());
            } catch (DateTimeParseException e) {
                throw new CommandLine.ParameterException(new CommandLine(this),
                        "--retrieved-at " + retrievedAt.get() + " is not an RFC 3339 UTC time such as 2026-10-14T18:22:05Z");
            }
        }
        try {
            return Files.getLastModifiedTime(file).toInstant();
        } catch (IOException e) {
            throw new UnreadableFileException("unreadable: " + e.getClass().getSimpleName());
        }
    }

    private void printSummary(ExtractedSnapshot snapshot) {
        JsonNode json = snapshot.json();
        long pages = snapshot.blocks().stream().map(ExtractedBlock::page)
                .filter(p -> p.isPresent()).mapToInt(p -> p.getAsInt()).distinct().count();
        context.out().printf("title:      %s%n", json.path("title").isNull() ? "(none)" : json.path("title").asText());
        context.out().printf("type:       %s (%s)%n", json.path("mime_type").asText(),
                json.path("derived_from").path("extractor").asText());
        context.out().printf("blocks:     %d%n", snapshot.blocks().size());
        if (json.path("mime_type").asText().equals("application/pdf")) {
            context.out().printf("pages:      %d with text%n", pages);
        }
        if (json.path("requires_external_text_extraction").asBoolean(false)) {
            context.out().println("note:       no text layer; the text needs external extraction");
        }
        context.out().printf("document:   %s%n", snapshot.documentSha256());
        context.out().printf("snapshot:   %s%n", snapshot.snapshotSha256());
    }

    /** A file the command cannot read at all, as opposed to bytes the extractor refuses. */
    private static final class UnreadableFileException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        UnreadableFileException(String message) {
            super(message);
        }
    }
}
