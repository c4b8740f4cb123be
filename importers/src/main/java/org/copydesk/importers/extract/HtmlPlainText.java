package org.copydesk.importers.extract;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.parser.Parser;
import org.jsoup.select.NodeTraversor;
import org.jsoup.select.NodeVisitor;

/**
 * An HTML page as sanitized plain text for the original-document view: the text a reader
 * would see, one line per block element, with scripts, styles, frames and forms dropped.
 * Nothing is fetched and no markup survives, so the page cannot run or load anything.
 */
public final class HtmlPlainText {

    private final ExtractionLimits limits;

    public HtmlPlainText(ExtractionLimits limits) {
        this.limits = limits;
    }

    /**
     * @throws ExtractionException when the bytes are over the size limit or jsoup refuses them
     */
    public String text(byte[] raw) {
        if (raw.length > limits.maxHtmlBytes()) {
            throw new ExtractionException("HTML is " + raw.length + " bytes, over the "
                    + limits.maxHtmlBytes() + "-byte limit");
        }
        // The same charset as the extractor's, so the original view and the blocks read alike.
        HtmlCharset.Choice charset = HtmlCharset.of(raw);
        Document document = Jsoup.parse(new String(raw, charset.start(), raw.length - charset.start(),
                charset.charset()), "", Parser.htmlParser().setMaxDepth(limits.maxHtmlDepth()));
        for (String tag : HtmlBlockCollector.DROPPED_TAGS) {
            document.select(tag).remove();
        }
        StringBuilder out = new StringBuilder();
        Element root = document.body() == null ? document : document.body();
        NodeTraversor.traverse(new NodeVisitor() {
            @Override
            public void head(Node node, int depth) {
                if (node instanceof TextNode) {
                    String text = ((TextNode) node).text();
                    if (!text.isBlank()) {
                        out.append(text.replaceAll("\\s+", " "));
                    }
                } else if (node instanceof Element && ((Element) node).normalName().equals("br")) {
                    out.append('\n');
                }
            }

            @Override
            public void tail(Node node, int depth) {
                if (node instanceof Element && ((Element) node).isBlock()) {
                    out.append("\n\n");
                }
            }
        }, root);
        return out.toString().replaceAll("[ \\t]*\\n[ \\t]*", "\n").replaceAll("\\n{3,}", "\n\n").strip();
    }
}
