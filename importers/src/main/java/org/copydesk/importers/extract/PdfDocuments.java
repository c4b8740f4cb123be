package org.copydesk.importers.extract;

import java.io.IOException;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.io.IOUtils;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.encryption.InvalidPasswordException;

/**
 * Opens PDFs the one way copydesk allows: size-capped, page-capped, never encrypted, with
 * PDFBox's scratch buffers in temporary files rather than the heap, so a large stream cannot
 * exhaust memory. Every failure becomes a one-line {@link ExtractionException}.
 */
final class PdfDocuments {

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

    private static PDDocument load(byte[] pdf) {
        try {
            return Loader.loadPDF(new RandomAccessReadBuffer(pdf), "", null, null,
                    IOUtils.createTempFileOnlyStreamCache());
        } catch (InvalidPasswordException e) {
            throw new ExtractionException("encrypted PDF: it needs a password to open");
        } catch (IOException | RuntimeException e) {
            throw new ExtractionException("damaged PDF: " + ExtractionException.oneLine(e.getMessage()));
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
        if (pages > limits.maxPdfPages()) {
            throw new ExtractionException("PDF has " + pages + " pages, over the "
                    + limits.maxPdfPages() + "-page limit");
        }
    }

    static void closeQuietly(PDDocument document) {
        try {
            document.close();
        } catch (IOException e) {
            // Only temporary scratch files are released here; nothing the user needs is lost.
        }
    }
}
