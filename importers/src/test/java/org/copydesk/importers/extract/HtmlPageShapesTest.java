package org.copydesk.importers.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/**
 * Fictional pages built in the shapes real sites use (measured on Mozilla Readability's test
 * pages, none of which is copied here): which paragraphs become blocks.
 */
class HtmlPageShapesTest {

    private final HtmlExtractor extractor = new HtmlExtractor(ExtractionLimits.defaults());

    @Test
    void aBlogPostWrittenAsTextBetweenLineBreaksKeepsEveryParagraph() {
        String page = """
                <html><head><title>Notes from the county fair</title></head><body>
                <div class="post-outer"><h3 class="post-title">Notes from the county fair</h3>
                <div class="post-body entry-content">The fair opened on a grey morning, and the
                queue for the pie contest was already around the barn.<br><br>
                By noon the <a href="/tags/weather">weather</a> had turned, and the <i>brass band</i>
                played under the grandstand.<br />
                <br />
                Nobody could say who won the tractor pull, which is how the organisers like it.
                <div style="clear: both;"></div></div>
                <div class="post-footer">Posted by Imaginary Blogger at 4:12 PM</div></div>
                </body></html>
                """;

        assertEquals(List.of(
                "Notes from the county fair",
                "The fair opened on a grey morning, and the queue for the pie contest was already around the barn.",
                "By noon the weather had turned, and the brass band played under the grandstand.",
                "Nobody could say who won the tractor pull, which is how the organisers like it.",
                "Posted by Imaginary Blogger at 4:12 PM"), texts(page));
    }

    @Test
    void aSerialChapterOfSpansAndLineBreaksKeepsEveryParagraph() {
        StringBuilder page = new StringBuilder("<html><body><div class=\"chapter-inner chapter-content\">");
        List<String> expected = new ArrayList<>();
        for (int i = 1; i <= 40; i++) {
            page.append("<span style=\"font-weight: 400\">Paragraph ").append(i)
                    .append(" of the fictional chapter,</span> <span>told in spans.</span><br><br>\n");
            expected.add("Paragraph " + i + " of the fictional chapter, told in spans.");
        }
        page.append("</div></body></html>");

        assertEquals(expected, texts(page.toString()));
    }

    @Test
    void aCaptionInADivBesideAnImageIsABlock() {
        String page = """
                <body><article><p>The new bridge opened on Tuesday.</p>
                <figure><img src="bridge.jpg" alt=""><div class="caption">The bridge at dusk. Photo: Example Press</div></figure>
                <div class="image-credit"><span>Credit:</span> A. Photographer</div>
                <p>Traffic was light.</p></article></body>
                """;

        assertEquals(List.of("The new bridge opened on Tuesday.", "The bridge at dusk. Photo: Example Press",
                "Credit: A. Photographer", "Traffic was light."), texts(page));
    }

    @Test
    void aLongNavigationListStaysApartFromTheArticle() {
        StringBuilder page = new StringBuilder("<body><header><nav><ul>");
        for (int i = 1; i <= 60; i++) {
            page.append("<li><a href=\"/s").append(i).append("\">Section ").append(i).append("</a></li>");
        }
        page.append("</ul></nav></header><main><div class=\"story\">Council approves the budget.<br><br>"
                + "The vote was seven to two.</div></main><footer>© Example Gazette</footer></body>");

        List<String> blocks = texts(page.toString());

        assertEquals(63, blocks.size());
        assertEquals("Section 60", blocks.get(59));
        assertEquals(List.of("Council approves the budget.", "The vote was seven to two.", "© Example Gazette"),
                blocks.subList(60, 63));
    }

    @Test
    void entitiesInLooseTextAreDecoded() {
        String page = "<body><div>Fish &amp; chips&nbsp;&mdash; &#8220;twice&#8221; &lt;daily&gt;</div></body>";

        assertEquals(List.of("Fish & chips \u2014 \u201Ctwice\u201D <daily>"), texts(page));
    }

    @Test
    void aPageWithNoParagraphElementAtAllStillGivesItsText() {
        String page = """
                <html><head><title>Short notice</title></head>
                <body><h1>Road closed</h1>The river road is closed between the mill and the ford
                until Friday.<br><br>Use the hill road instead.</body></html>
                """;

        assertEquals(List.of("Road closed",
                "The river road is closed between the mill and the ford until Friday.",
                "Use the hill road instead."), texts(page));
    }

    @Test
    void validUtf8DeclaredAsGb2312IsReadAsUtf8AndTheOverrideRecorded() {
        String page = "<html><head><meta http-equiv=\"Content-Type\" content=\"text/html; charset=gb2312\">"
                + "</head><body><p>Caf\u00E9 \u2014 na\u00EFve \u201Cquotes\u201D</p><p>\u5317\u4EAC\u65B0\u95FB</p>"
                + "</body></html>";
        byte[] utf8 = page.getBytes(StandardCharsets.UTF_8);

        ExtractedText text = extractor.extract(utf8);

        assertEquals(List.of("Caf\u00E9 \u2014 na\u00EFve \u201Cquotes\u201D", "\u5317\u4EAC\u65B0\u95FB"),
                texts(text));
        assertEquals(Optional.of("utf-8"), text.charsetOverride());
        JsonNode snapshot = new SnapshotExtractor(ExtractionLimits.defaults()).extract(utf8, Optional.of("text/html"),
                new SourceMetadata("src-0001", "https://news.example.org/a", Instant.parse("2026-10-14T18:22:05Z")),
                Instant.parse("2026-10-14T18:22:05Z"))
                .json();
        assertEquals("utf-8", snapshot.get("derived_from").get("charset_override").textValue());
        assertFalse(snapshot.toString().contains("\uFFFD"));
    }

    @Test
    void realGb2312BytesFollowTheirDeclaration() {
        String page = "<html><head><meta charset=\"gb2312\"></head><body><p>\u5317\u4EAC\u65B0\u95FB</p></body></html>";

        ExtractedText text = extractor.extract(page.getBytes(Charset.forName("GB2312")));

        assertEquals(List.of("\u5317\u4EAC\u65B0\u95FB"), texts(text));
        assertEquals(Optional.empty(), text.charsetOverride());
    }

    @Test
    void undeclaredBytesThatAreNotUtf8AreReadAsWindows1252() {
        byte[] page = "<body><p>\u201CQuoted\u201D caf\u00E9</p></body>".getBytes(Charset.forName("windows-1252"));

        assertEquals(List.of("\u201CQuoted\u201D caf\u00E9"), texts(extractor.extract(page)));
    }

    @Test
    void aDeclaredUtf8PageIsNoOverride() {
        byte[] page = "<meta charset=UTF-8><p>caf\u00E9</p>".getBytes(StandardCharsets.UTF_8);

        assertEquals(Optional.empty(), extractor.extract(page).charsetOverride());
    }

    @Test
    void bidirectionalIsolatesAreRemovedFromBlocks() {
        String page = "<p>safe \u2066hidden\u2069 text \u2067x\u2068</p>";

        List<String> blocks = texts(page);

        assertEquals(List.of("safe hidden text x"), blocks);
        assertTrue(blocks.get(0).chars().noneMatch(c -> c >= 0x2066 && c <= 0x2069));
    }

    private List<String> texts(String page) {
        return texts(extractor.extract(page.getBytes(StandardCharsets.UTF_8)));
    }

    private static List<String> texts(ExtractedText text) {
        return text.blocks().stream().map(TextBlock::text).toList();
    }
}
