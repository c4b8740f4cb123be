package org.copydesk.importers.extract;

import java.io.IOException;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.io.MemoryUsageSetting;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.encryption.InvalidPasswordException;

/**
 * Opens PDFs the one way copydesk allows: size-capped, page-capped, never encrypted, with
 * PDFBox's scratch (decoded streams) held to a budget: the first few MiB in the heap, the rest in
 * temporary files, and no more than {@link ExtractionLimits#maxPdfScratchBytes()} in all, so a
 * stream that expands without end is refused instead of filling the heap or the disk. Every
 * failure becomes a one-line {@link ExtractionException}.
 */
final class PdfDocuments {

    /** Scratch kept in the heap before PDFBox spills to temporary files. */
    private static final long SCRATCH_IN_HEAP = 4L * 1024 * 1024;

    private final ExtractionLimits limits;

    PdfDocuments(ExtractionLimits limits) {
        this.limits = limits;
    }

    /** The caller closes the document. */
    PDDocument open(byte[] pdf) {
        if (pdf.length > limits.maxPdfBytes()) {
            throw new ExtractionException("PDF is " + pdf.length + " bytes, over the "
                    + limits.maxPdfBytes() + "-byte limit");
        }
        PDDocument document = load(pdf);
        try {
            refuseUnusable(document);
            return document;
        } catch (RuntimeException e) {
            closeQuietly(document);
            throw e;
        }
    }

    private PDDocument load(byte[] pdf) {
        try {
            return Loader.loadPDF(new RandomAccessReadBuffer(pdf), "", null, null,
                    MemoryUsageSetting.setupMixed(Math.min(SCRATCH_IN_HEAP, limits.maxPdfScratchBytes()),
                            limits.maxPdfScratchBytes()).streamCache);
        } catch (InvalidPasswordException e) {
            throw new ExtractionException("encrypted PDF: it needs a password to open");
        } catch (IOException | RuntimeException e) {
            throw failure(e);
        } catch (StackOverflowError e) {
            // A self-referencing object graph recurses in the parser; the input is at fault.
            throw new ExtractionException("damaged PDF: its object structure nests without end");
        }
    }

    /**
     * A PDF with an empty user password opens without one, but its text still came through
     * a decryption step copydesk does not audit, and the author asked for restrictions.
     */
    private void refuseUnusable(PDDocument document) {
        if (document.isEncrypted()) {
            throw new ExtractionException("encrypted PDF: copydesk does not extract encrypted documents");
        }
        int pages = document.getNumberOfPages();
        if (pages == 0) {
            throw new ExtractionException("damaged PDF: it has no pages");
        }
        if (pages < 0 || pages > limits.maxPdfPages()) {
            int held = pagesHeld(document, limits.maxPdfPages() + 1);
            if (pages < 0 || held <= limits.maxPdfPages()) {
                // A page tree's /Count is only a claim; a broken one said 1,410,065,407 over a handful of pages.
                throw new ExtractionException("damaged PDF: its page tree claims " + pages + " pages but holds "
                        + held);
            }
            throw new ExtractionException("PDF has " + pages + " pages, over the "
                    + limits.maxPdfPages() + "-page limit");
        }
    }

    /** The pages the tree really holds, counted up to {@code cap}. */
    private static int pagesHeld(PDDocument document, int cap) {
        int held = 0;
        try {
            for (var ignored : document.getPages()) {
                if (++held >= cap) {
                    break;
                }
            }
        } catch (RuntimeException e) {
            // A tree broken enough to stop the walk holds what was counted so far.
        }
        return held;
    }

    /** A PDFBox failure as one line (a scratch budget reached reads as PDFBox words it). */
    static ExtractionException failure(Exception e) {
        return new ExtractionException("damaged PDF: " + ExtractionException.oneLine(e.getMessage()));
    }

    static void closeQuietly(PDDocument document) {
        try {
            document.close();
        } catch (IOException e) {
            // Only temporary scratch files are released here; nothing the user needs is lost.
        }
    }
}
