package org.copydesk.importers.extract;

import java.nio.file.Files;
import java.nio.file.Path;

/** Extracts one PDF file with the default limits in a JVM of its own, printing the outcome in one line. */
public final class PdfExtractProbe {

    private PdfExtractProbe() {
    }

    public static void main(String[] args) throws Exception {
        byte[] pdf = Files.readAllBytes(Path.of(args[0]));
        try {
            ExtractedText text = new PdfExtractor(ExtractionLimits.defaults()).extract(pdf);
            long chars = text.blocks().stream().mapToLong(block -> block.text().length()).sum();
            int lastPage = text.blocks().get(text.blocks().size() - 1).page().getAsInt();
            System.out.println("blocks " + text.blocks().size() + " chars " + chars + " last page " + lastPage);
        } catch (ExtractionException refused) {
            System.out.println("refused: " + refused.getMessage());
        }
    }
}
