package org.copydesk.importers.extract;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Optional;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.parser.Parser;
import org.jsoup.select.NodeTraversor;

/**
 * HTML bytes to blocks with jsoup, offline: the document is parsed from the bytes alone,
 * nothing it references is fetched, and no base URI is given so no link is resolved.
 */
public final class HtmlExtractor {

    private final ExtractionLimits limits;

    public HtmlExtractor(ExtractionLimits limits) {
        this.limits = limits;
    }

    /**
     * Charset: a byte order mark, else a {@code <meta charset>} (or {@code http-equiv}
     * content type) in the document, else UTF-8; an unknown charset name falls back to
     * UTF-8. This is jsoup's own detection when no charset is passed, and it depends on
     * nothing but the bytes.
     *
     * @throws ExtractionException when the bytes are over the size limit
     */
    public ExtractedText extract(byte[] raw) {
        if (raw.length > limits.maxHtmlBytes()) {
            throw new ExtractionException("HTML is " + raw.length + " bytes, over the "
                    + limits.maxHtmlBytes() + "-byte limit");
        }
        Document document = parse(raw);
        Optional<String> title = Optional.of(BlockText.normalize(document.title()))
                .filter(text -> !text.isEmpty());
        HtmlBlockCollector collector = new HtmlBlockCollector();
        Element body = document.body();
        if (body != null) {
            NodeTraversor.filter(collector, body);
        }
        return new ExtractedText(title, collector.blocks(), false);
    }

    private Document parse(byte[] raw) {
        Parser parser = Parser.htmlParser().setMaxDepth(limits.maxHtmlDepth());
        try {
            return Jsoup.parse(new ByteArrayInputStream(raw), null, "", parser);
        } catch (IOException e) {
            // Reading from memory cannot fail for I/O reasons; this is jsoup refusing the input.
            throw new ExtractionException("unreadable HTML: " + ExtractionException.oneLine(e.getMessage()));
        }
    }
}
