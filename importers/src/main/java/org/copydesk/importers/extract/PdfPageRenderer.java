package org.copydesk.importers.extract;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;

import javax.imageio.ImageIO;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;

/** Renders one PDF page as a PNG for the original-document view. */
public final class PdfPageRenderer {

    private static final float POINTS_PER_INCH = 72f;

    private final ExtractionLimits limits;
    private final PdfDocuments documents;

    public PdfPageRenderer(ExtractionLimits limits) {
        this.limits = limits;
        this.documents = new PdfDocuments(limits);
    }

    /**
     * @param pageIndex 0-based, as PDFBox counts; a block's {@code page} is this plus one
     * @param dpi       requested resolution; lowered to the limit, and further so that the
     *                  image stays within the pixel limit
     * @return PNG bytes
     * @throws ExtractionException for a missing page or an encrypted, damaged or oversized PDF
     */
    public byte[] renderPage(byte[] pdf, int pageIndex, float dpi) {
        if (!(dpi > 0) || Float.isInfinite(dpi)) {
            throw new IllegalArgumentException("dpi must be a positive number, was " + dpi);
        }
        PDDocument document = documents.open(pdf);
        try {
            int pages = document.getNumberOfPages();
            if (pageIndex < 0 || pageIndex >= pages) {
                throw new ExtractionException("page index " + pageIndex + " is outside the document's "
                        + pages + " pages");
            }
            float scale = scale(document.getPage(pageIndex), dpi);
            PDFRenderer renderer = new PDFRenderer(document);
            // Downsampling huge embedded images keeps a hostile scan from filling the heap.
            renderer.setSubsamplingAllowed(true);
            return png(renderer.renderImage(pageIndex, scale, ImageType.RGB));
        } catch (ExtractionException e) {
            throw e;
        } catch (IOException | RuntimeException e) {
            throw new ExtractionException("damaged PDF: " + ExtractionException.oneLine(e.getMessage()));
        } catch (StackOverflowError e) {
            throw new ExtractionException("damaged PDF: its content nests without end");
        } finally {
            PdfDocuments.closeQuietly(document);
        }
    }

    /**
     * How many pages the document has, so a viewer can page through all of them (also those
     * that hold no text and so no block).
     *
     * @throws ExtractionException for an encrypted, damaged or oversized PDF
     */
    public int pageCount(byte[] pdf) {
        PDDocument document = documents.open(pdf);
        try {
            return document.getNumberOfPages();
        } catch (RuntimeException e) {
            throw new ExtractionException("damaged PDF: " + ExtractionException.oneLine(e.getMessage()));
        } finally {
            PdfDocuments.closeQuietly(document);
        }
    }

    private float scale(PDPage page, float dpi) {
        float scale = Math.min(dpi, limits.maxRenderDpi()) / POINTS_PER_INCH;
        PDRectangle box = page.getCropBox();
        double pixels = (double) box.getWidth() * scale * box.getHeight() * scale;
        if (pixels > limits.maxRenderPixels()) {
            scale *= (float) Math.sqrt(limits.maxRenderPixels() / pixels);
        }
        return scale;
    }

    private static byte[] png(BufferedImage image) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        if (!ImageIO.write(image, "png", out)) {
            throw new IllegalStateException("the Java runtime has no PNG writer");
        }
        return out.toByteArray();
    }
}
