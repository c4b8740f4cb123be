package org.copydesk.importers.extract;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.encryption.AccessPermission;
import org.apache.pdfbox.pdmodel.encryption.StandardProtectionPolicy;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.pdfbox.pdmodel.graphics.image.LosslessFactory;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;

/**
 * PDFs built in the test, so every expectation is visible beside the bytes it came from.
 * A page is a list of paragraphs, a paragraph a list of lines; paragraphs are laid out with a
 * gap of several line heights, the way a typeset page separates them.
 */
final class TestPdfs {

    static final float FONT_SIZE = 12f;
    static final float LEADING = 14f;
    static final float PARAGRAPH_GAP = 40f;
    static final float LEFT = 72f;
    static final float TOP = 720f;

    private TestPdfs() {
    }

    static byte[] text(List<List<List<String>>> pages) {
        return save(document -> {
            for (List<List<String>> paragraphs : pages) {
                addTextPage(document, paragraphs, false);
            }
        });
    }

    /** Draws the paragraphs bottom-up, so only sorting by position recovers reading order. */
    static byte[] textDrawnBottomUp(List<List<String>> paragraphs) {
        return save(document -> addTextPage(document, paragraphs, true));
    }

    /** A page holding only a picture: what a scanner without OCR produces. */
    static byte[] scannedPage() {
        return save(document -> {
            PDPage page = new PDPage(PDRectangle.LETTER);
            document.addPage(page);
            BufferedImage picture = new BufferedImage(200, 100, BufferedImage.TYPE_INT_RGB);
            Graphics2D graphics = picture.createGraphics();
            graphics.setColor(Color.WHITE);
            graphics.fillRect(0, 0, 200, 100);
            graphics.setColor(Color.BLACK);
            graphics.fillRect(20, 40, 160, 8);
            graphics.dispose();
            PDImageXObject image = LosslessFactory.createFromImage(document, picture);
            try (PDPageContentStream content = new PDPageContentStream(document, page)) {
                content.drawImage(image, LEFT, TOP - 100, 200, 100);
            }
        });
    }

    static byte[] encrypted(String userPassword) {
        return save(document -> {
            addTextPage(document, List.of(List.of("Confidential release")), false);
            StandardProtectionPolicy policy =
                    new StandardProtectionPolicy("owner-secret", userPassword, new AccessPermission());
            policy.setEncryptionKeyLength(128);
            document.protect(policy);
        });
    }

    static byte[] withTitle(String title, List<List<String>> paragraphs) {
        return save(document -> {
            document.getDocumentInformation().setTitle(title);
            addTextPage(document, paragraphs, false);
        });
    }

    /**
     * {@code pages} pages, each drawing {@code glyphsPerPage} letters from a Flate-compressed
     * content stream of {@code Tj} runs of 1,000: a few KiB of file for millions of glyphs.
     * Each page starts with the line {@code Page N.} so pages can be told apart.
     */
    static byte[] glyphFlood(int pages, int glyphsPerPage) {
        return save(document -> {
            PDType1Font font = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
            byte[] run = ("(" + "A".repeat(1000) + ") Tj\n").getBytes(java.nio.charset.StandardCharsets.US_ASCII);
            for (int n = 1; n <= pages; n++) {
                PDPage page = new PDPage(PDRectangle.LETTER);
                org.apache.pdfbox.pdmodel.PDResources resources = new org.apache.pdfbox.pdmodel.PDResources();
                String name = resources.add(font).getName();
                page.setResources(resources);
                org.apache.pdfbox.pdmodel.common.PDStream stream = new org.apache.pdfbox.pdmodel.common.PDStream(document);
                try (java.io.OutputStream out = stream.createOutputStream(org.apache.pdfbox.cos.COSName.FLATE_DECODE)) {
                    out.write(("BT /" + name + " 1 Tf 10 700 Td (Page " + n + ".) Tj 0 -20 Td\n")
                            .getBytes(java.nio.charset.StandardCharsets.US_ASCII));
                    for (int drawn = 0; drawn < glyphsPerPage; drawn += 1000) {
                        out.write(run);
                    }
                    out.write("ET\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
                }
                page.setContents(stream);
                document.addPage(page);
            }
        });
    }

    private static void addTextPage(PDDocument document, List<List<String>> paragraphs, boolean bottomUp)
            throws IOException {
        PDPage page = new PDPage(PDRectangle.LETTER);
        document.addPage(page);
        PDType1Font font = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
        try (PDPageContentStream content = new PDPageContentStream(document, page)) {
            float[] tops = new float[paragraphs.size()];
            float y = TOP;
            for (int i = 0; i < paragraphs.size(); i++) {
                tops[i] = y;
                y -= paragraphs.get(i).size() * LEADING + PARAGRAPH_GAP;
            }
            for (int n = 0; n < paragraphs.size(); n++) {
                int i = bottomUp ? paragraphs.size() - 1 - n : n;
                float lineY = tops[i];
                for (String line : paragraphs.get(i)) {
                    content.beginText();
                    content.setFont(font, FONT_SIZE);
                    content.newLineAtOffset(LEFT, lineY);
                    content.showText(line);
                    content.endText();
                    lineY -= LEADING;
                }
            }
        }
    }

    private interface Builder {
        void build(PDDocument document) throws IOException;
    }

    private static byte[] save(Builder builder) {
        try (PDDocument document = new PDDocument()) {
            builder.build(document);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            document.save(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
