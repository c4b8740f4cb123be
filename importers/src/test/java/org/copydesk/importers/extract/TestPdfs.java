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
