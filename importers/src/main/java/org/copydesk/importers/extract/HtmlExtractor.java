package org.copydesk.importers.extract;

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
     * Charset: {@link HtmlCharset}, which depends on nothing but the bytes; when valid UTF-8
     * overrides the page's declaration, the snapshot records {@code "charset_override": "utf-8"}.
     *
     * @throws ExtractionException when the bytes are over the size limit, or the parser fails on them
     */
    public ExtractedText extract(byte[] raw) {
        if (raw.length > limits.maxHtmlBytes()) {
            throw new ExtractionException("HTML is " + raw.length + " bytes, over the "
                    + limits.maxHtmlBytes() + "-byte limit");
        }
        HtmlCharset.Choice charset = HtmlCharset.of(raw);
        Document document = parse(new String(raw, charset.start(), raw.length - charset.start(), charset.charset()));
        Optional<String> title = Optional.of(BlockText.normalize(document.title()))
                .filter(text -> !text.isEmpty());
        HtmlBlockCollector collector = new HtmlBlockCollector();
        Element body = document.body();
        if (body != null) {
            NodeTraversor.filter(collector, body);
        }
        return new ExtractedText(title, collector.blocks(), false,
                charset.overrode().map(declared -> "utf-8"));
    }

    /**
     * jsoup parses any tag soup, but a bug in it may still throw on some (an index past the end of its
     * list of open formatting elements, for one): that is a page copydesk cannot read, refused in one
     * line like any other, not a crash of the import.
     */
    private Document parse(String html) {
        Parser parser = Parser.htmlParser().setMaxDepth(limits.maxHtmlDepth());
        try {
            return Jsoup.parse(html, "", parser);
        } catch (RuntimeException e) {
            throw new ExtractionException("HTML the parser cannot read (jsoup failed: "
                    + e.getClass().getSimpleName() + ": " + ExtractionException.oneLine(e.getMessage()) + ")");
        }
    }
}
