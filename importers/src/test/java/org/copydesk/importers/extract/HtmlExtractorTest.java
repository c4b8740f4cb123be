package org.copydesk.importers.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

class HtmlExtractorTest {

    /** Shaped like a news article page, with every kind of content the rules drop. */
    static final String ARTICLE = """
            <!DOCTYPE html>
            <html lang="en"><head>
            <meta charset="utf-8">
            <title>  New poll shows
               tight governor&#8217;s race </title>
            <style>p { color: red }</style>
            <script>var teaser = "<p>not text</p>";</script>
            <link rel="stylesheet" href="https://cdn.example.org/site.css">
            </head><body>
            <nav><a href="/">Home</a> | <a href="/politics">Politics</a></nav>
            <article>
            <h1>New poll shows tight governor\u2019s race</h1>
            <p class="byline">By Jo Cafe\u0301, <em>politics</em> reporter</p>
            <p>Harbor Research surveyed 500 likely\u200B voters
               between Oct. 1 and Oct. 5.</p>
            <p hidden>Hidden paragraph</p>
            <p style="color:red; display : NONE">Invisible by style</p>
            <div style="DISPLAY:none"><p>Also invisible</p></div>
            <p>The margin of error is <b>\u00B14.4</b>&nbsp;points.<span style="display: none;">secret</span></p>
            <table>
              <caption>Results</caption>
              <thead><tr><th>Candidate</th><th>Share</th></tr></thead>
              <tbody>
                <tr><td>Dana Whitfield</td><td>46%</td></tr>
                <tr><td><p>Marcus Ode</p></td><td>45%</td></tr>
              </tbody>
            </table>
            <ul><li>First item<ul><li>Nested item</li></ul>after the list</li></ul>
            <blockquote><p>Quoted paragraph</p></blockquote>
            <form action="/subscribe"><p>Subscribe now</p><input name="email"></form>
            <iframe src="https://ads.example.org/"></iframe>
            <noscript><p>Enable JavaScript</p></noscript>
            <svg><text>svg text</text></svg>
            <template><p>template text</p></template>
            <object data="movie.swf"><p>fallback</p></object>
            <p>   \u00A0  </p>
            <p>Right \u202Eto\u202C left \uFEFFmarks</p>
            </article>
            </body></html>
            """;

    private final HtmlExtractor extractor = new HtmlExtractor(ExtractionLimits.defaults());

    @Test
    void extractsVisibleBlocksOfAnArticle() {
        ExtractedText text = extractor.extract(ARTICLE.getBytes(StandardCharsets.UTF_8));

        assertEquals(List.of(
                "Home | Politics",
                "New poll shows tight governor\u2019s race",
                "By Jo Caf\u00E9, politics reporter",
                "Harbor Research surveyed 500 likely voters between Oct. 1 and Oct. 5.",
                "The margin of error is \u00B14.4 points.",
                "Results",
                "Candidate Share",
                "Dana Whitfield 46%",
                "Marcus Ode 45%",
                "First item",
                "Nested item",
                "after the list",
                "Quoted paragraph",
                "Right to left marks"), texts(text));
    }

    @Test
    void takesTitleFromTitleElement() {
        ExtractedText text = extractor.extract(ARTICLE.getBytes(StandardCharsets.UTF_8));

        assertEquals(Optional.of("New poll shows tight governor\u2019s race"), text.title());
    }

    @Test
    void hasNoTitleWhenTheDocumentNamesNone() {
        ExtractedText text = extractor.extract(bytes("<p>Body only</p>"));

        assertEquals(Optional.empty(), text.title());
    }

    @Test
    void honoursMetaCharset() {
        byte[] latin1 = "<html><head><meta charset=\"windows-1252\"></head><body><p>Caf\u00E9 \u20AC</p></body></html>"
                .getBytes(Charset.forName("windows-1252"));

        assertEquals(List.of("Caf\u00E9 \u20AC"), texts(extractor.extract(latin1)));
    }

    @Test
    void readsUtf8WhenNoCharsetIsDeclared() {
        assertEquals(List.of("Caf\u00E9"), texts(extractor.extract(bytes("<p>Caf\u00E9</p>"))));
    }

    @Test
    void nestedBlocksDoNotDuplicateText() {
        ExtractedText text = extractor.extract(bytes(
                "<blockquote>Before <p>inner</p> after</blockquote><li>one<p>two</p></li>"));

        assertEquals(List.of("Before", "inner", "after", "one", "two"), texts(text));
    }

    @Test
    void separatesWordsAtLineBreaksAndBlockChildren() {
        ExtractedText text = extractor.extract(bytes("<p>line one<br>line two</p><li>a<div>b</div>c</li>"));

        assertEquals(List.of("line one line two", "a b c"), texts(text));
    }

    @Test
    void looseTextBeforeAListedElementIsABlockOfItsOwn() {
        ExtractedText text = extractor.extract(bytes("<div>loose <b>text</b><p>kept</p>after</div>"));

        assertEquals(List.of("loose text", "kept", "after"), texts(text));
    }

    @Test
    void twoLineBreaksEndALooseRunAndOneIsASpace() {
        ExtractedText text = extractor.extract(bytes(
                "<div>one<br>still one<br> \n <br>two<br><br><br>three<hr>four<span>, five</span></div>"));

        assertEquals(List.of("one still one", "two", "three", "four, five"), texts(text));
    }

    @Test
    void everyBlockLevelElementEndsALooseRun() {
        StringBuilder html = new StringBuilder("<body>start");
        for (String tag : List.of("div", "section", "article", "main", "header", "footer", "nav", "aside")) {
            html.append("<").append(tag).append(">").append(tag).append("</").append(tag).append(">between");
        }
        html.append("<ul><li>item</li></ul>list<table><tr><td>cell</td></tr></table>end");

        assertEquals(List.of("start", "div", "between", "section", "between", "article", "between", "main",
                "between", "header", "between", "footer", "between", "nav", "between", "aside", "between", "item",
                "list", "cell", "end"), texts(extractor.extract(bytes(html.toString()))));
    }

    @Test
    void deeplyNestedMarkupIsFlattenedNotRecursed() {
        StringBuilder html = new StringBuilder("<html><body>");
        html.append("<div>".repeat(100_000));
        html.append("<p>deep text</p>");

        ExtractedText text = extractor.extract(bytes(html.toString()));

        assertEquals(List.of("deep text"), texts(text));
    }

    @Test
    void deeplyNestedBlockElementsEachKeepTheirOwnText() {
        String html = "<blockquote>q".repeat(100_000);

        ExtractedText text = extractor.extract(bytes(html));

        assertEquals(100_000, text.blocks().size());
        assertTrue(text.blocks().stream().allMatch(block -> block.text().equals("q")));
    }

    @Test
    void elementWithHugeAttributeCountIsRead() {
        StringBuilder html = new StringBuilder("<p");
        for (int i = 0; i < 200_000; i++) {
            html.append(" data-a").append(i).append("=x");
        }
        html.append(">still read</p>");

        assertEquals(List.of("still read"), texts(extractor.extract(bytes(html.toString()))));
    }

    @Test
    void refusesHtmlOverTheSizeLimit() {
        ExtractionLimits tiny = new ExtractionLimits(16, 16, 1024, 1, 72f, 1_000);

        ExtractionException refused = assertThrows(ExtractionException.class,
                () -> new HtmlExtractor(tiny).extract(bytes("<p>seventeen bytes+</p>")));

        assertEquals("HTML is 23 bytes, over the 16-byte limit", refused.getMessage());
    }

    private static byte[] bytes(String html) {
        return html.getBytes(StandardCharsets.UTF_8);
    }

    private static List<String> texts(ExtractedText text) {
        return text.blocks().stream().map(TextBlock::text).toList();
    }
}
