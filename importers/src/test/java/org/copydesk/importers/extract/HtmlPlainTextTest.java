package org.copydesk.importers.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

class HtmlPlainTextTest {

    private final HtmlPlainText plain = new HtmlPlainText(ExtractionLimits.defaults());

    private String text(String html) {
        return plain.text(html.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void keepsTheReadersTextOneBlockAParagraph() {
        assertEquals("Title\n\nFirst paragraph.\n\nSecond, with a link.",
                text("<html><body><h1>Title</h1><p>First\n   paragraph.</p>"
                        + "<p>Second, with <a href='https://x.example'>a link</a>.</p></body></html>"));
    }

    @Test
    void dropsScriptsStylesAndFormsAndKeepsNoMarkup() {
        String text = text("<p>Kept</p><script>alert('x')</script><style>p{}</style>"
                + "<form><input value='secret'>Form text</form><iframe src='https://x.example'></iframe>");
        assertEquals("Kept", text);
    }

    @Test
    void aLineBreakStaysALineBreak() {
        assertEquals("one\ntwo", text("<p>one<br>two</p>"));
    }

    @Test
    void refusesHtmlOverTheSizeLimit() {
        HtmlPlainText small = new HtmlPlainText(new ExtractionLimits(10, 64, 100, 10, 72f, 1000L));
        ExtractionException refused = assertThrows(ExtractionException.class,
                () -> small.text("<p>far too long</p>".getBytes(StandardCharsets.UTF_8)));
        assertTrue(refused.getMessage().startsWith("HTML is 19 bytes, over the 10-byte limit"));
    }
}
