package org.copydesk.importers.extract;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;

class PdfPageRendererTest {

    private static final byte[] PNG_SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    private static final byte[] TWO_PAGES = TestPdfs.text(List.of(
            List.of(List.of("Page one")), List.of(List.of("Page two"))));

    private final PdfPageRenderer renderer = new PdfPageRenderer(ExtractionLimits.defaults());

    @Test
    void rendersPageAsPngAtRequestedResolution() throws IOException {
        byte[] png = renderer.renderPage(TWO_PAGES, 1, 72f);

        assertArrayEquals(PNG_SIGNATURE, Arrays.copyOf(png, PNG_SIGNATURE.length));
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
        assertEquals(612, image.getWidth());
        assertEquals(792, image.getHeight());
    }

    @Test
    void lowersResolutionToTheDpiLimit() throws IOException {
        ExtractionLimits lowDpi = new ExtractionLimits(1024, 16, 1 << 20, 10, 36f, 40_000_000L);

        byte[] png = new PdfPageRenderer(lowDpi).renderPage(TWO_PAGES, 0, 600f);

        assertEquals(306, ImageIO.read(new ByteArrayInputStream(png)).getWidth());
    }

    @Test
    void lowersResolutionToStayWithinThePixelLimit() throws IOException {
        ExtractionLimits fewPixels = new ExtractionLimits(1024, 16, 1 << 20, 10, 300f, 10_000L);

        BufferedImage image = ImageIO.read(new ByteArrayInputStream(
                new PdfPageRenderer(fewPixels).renderPage(TWO_PAGES, 0, 300f)));

        assertTrue((long) image.getWidth() * image.getHeight() <= 10_500L,
                image.getWidth() + "x" + image.getHeight());
    }

    @Test
    void refusesPageOutsideTheDocument() {
        ExtractionException refused = assertThrows(ExtractionException.class,
                () -> renderer.renderPage(TWO_PAGES, 2, 72f));

        assertEquals("page index 2 is outside the document's 2 pages", refused.getMessage());
    }

    @Test
    void refusesEncryptedPdf() {
        ExtractionException refused = assertThrows(ExtractionException.class,
                () -> renderer.renderPage(TestPdfs.encrypted(""), 0, 72f));

        assertTrue(refused.getMessage().startsWith("encrypted PDF: "), refused.getMessage());
    }

    @Test
    void countsPagesIncludingThoseWithoutText() {
        assertEquals(2, renderer.pageCount(TWO_PAGES));
        assertEquals(1, renderer.pageCount(TestPdfs.scannedPage()));
    }

    @Test
    void refusesToCountAnEncryptedPdfsPages() {
        ExtractionException refused = assertThrows(ExtractionException.class,
                () -> renderer.pageCount(TestPdfs.encrypted("")));

        assertTrue(refused.getMessage().startsWith("encrypted PDF: "), refused.getMessage());
    }
}
