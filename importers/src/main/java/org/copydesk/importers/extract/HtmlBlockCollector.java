package org.copydesk.importers.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Pattern;

import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeFilter;

/**
 * Walks a parsed body in document order and cuts it into blocks (FORMATS §2;
 * docs/decisions/0021-html-block-rules.md).
 *
 * <p>Nested block elements never duplicate text: each block holds its element's own text,
 * and a nested block element closes the text gathered so far, gets its own block, and text
 * after it starts a further block of the outer element. A table row is the exception: it is
 * one block, and block elements inside its cells are read as part of the row.
 *
 * <p>Text outside every listed element is not dropped: real pages put whole articles straight
 * into {@code div}s, often between {@code <br>}s. Each maximal run of it is a block, inline
 * elements belonging to the run around them; a run ends where a block-level element
 * ({@link #RUN_BREAK_TAGS} or a listed one) starts or ends, and at two or more {@code <br>} in a
 * row (whitespace between them aside), while a single {@code <br>} is a space.
 *
 * <p>jsoup's {@code NodeTraversor} is iterative, so even a very deep tree cannot overflow
 * the stack here.
 */
final class HtmlBlockCollector implements NodeFilter {

    static final Set<String> DROPPED_TAGS = Set.of(
            "script", "style", "iframe", "object", "embed", "form", "template", "noscript", "svg");

    static final Set<String> BLOCK_TAGS = Set.of(
            "p", "li", "h1", "h2", "h3", "h4", "h5", "h6",
            "blockquote", "pre", "dt", "dd", "figcaption", "caption");

    private static final String ROW_TAG = "tr";

    /** Block-level elements that end a run of loose text (FORMATS §2), besides the listed ones and rows. */
    static final Set<String> RUN_BREAK_TAGS = Set.of(
            "div", "section", "article", "main", "header", "footer", "nav", "aside", "ul", "ol", "table", "hr");

    /** {@code display:none} as one declaration of an inline style, any case and spacing. */
    private static final Pattern DISPLAY_NONE = Pattern.compile(
            "(?:^|;)\\s*display\\s*:\\s*none\\s*(?:!\\s*important\\s*)?(?:;|$)",
            Pattern.CASE_INSENSITIVE);

    private final List<TextBlock> blocks = new ArrayList<>();
    private final StringBuilder current = new StringBuilder();
    private int openBlocks;
    private int openRows;
    /** Loose text has just had a {@code <br>}, with nothing but whitespace after it yet. */
    private boolean afterBreak;

    List<TextBlock> blocks() {
        flush();
        return List.copyOf(blocks);
    }

    @Override
    public FilterResult head(Node node, int depth) {
        if (node instanceof TextNode) {
            String text = ((TextNode) node).getWholeText();
            current.append(text);
            if (!text.isBlank()) {
                afterBreak = false;
            }
            return FilterResult.CONTINUE;
        }
        if (!(node instanceof Element)) {
            return FilterResult.CONTINUE;
        }
        Element element = (Element) node;
        if (isDropped(element)) {
            return FilterResult.SKIP_ENTIRELY;
        }
        String tag = element.normalName();
        if (!"br".equals(tag)) {
            afterBreak = false;
        }
        if (ROW_TAG.equals(tag)) {
            flush();
            openRows++;
            openBlocks++;
        } else if (startsOwnBlock(tag)) {
            flush();
            openBlocks++;
        } else if (openBlocks == 0 && "br".equals(tag)) {
            looseBreak();
        } else if (openBlocks == 0 && RUN_BREAK_TAGS.contains(tag)) {
            flush();
        } else {
            separateWords(element);
        }
        return FilterResult.CONTINUE;
    }

    @Override
    public FilterResult tail(Node node, int depth) {
        if (!(node instanceof Element)) {
            return FilterResult.CONTINUE;
        }
        Element element = (Element) node;
        String tag = element.normalName();
        if (ROW_TAG.equals(tag)) {
            flush();
            openRows--;
            openBlocks--;
        } else if (startsOwnBlock(tag)) {
            flush();
            openBlocks--;
        } else if (openBlocks == 0 && RUN_BREAK_TAGS.contains(tag)) {
            flush();
        } else if (!"br".equals(tag)) {
            separateWords(element);
        }
        return FilterResult.CONTINUE;
    }

    /** One {@code <br>} in loose text is a space; a second with only whitespace since ends the run. */
    private void looseBreak() {
        if (afterBreak) {
            flush();
        } else {
            current.append(' ');
            afterBreak = true;
        }
    }

    /** Inside a table row, listed elements belong to the row's block (see class comment). */
    private boolean startsOwnBlock(String tag) {
        return BLOCK_TAGS.contains(tag) && openRows == 0;
    }

    /**
     * Table cells, line breaks and other non-inline elements separate words; without a space
     * here {@code <td>46%</td><td>45%</td>} would read "46%45%". Collapsing later turns any
     * run of these into one space, which is the row's cell separator.
     */
    private void separateWords(Element element) {
        if ((element.isBlock() || "br".equals(element.normalName())
                || "td".equals(element.normalName()) || "th".equals(element.normalName()))) {
            current.append(' ');
        }
    }

    static boolean isDropped(Element element) {
        if (DROPPED_TAGS.contains(element.normalName()) || element.hasAttr("hidden")) {
            return true;
        }
        String style = element.attr("style");
        return !style.isEmpty() && DISPLAY_NONE.matcher(style).find();
    }

    private void flush() {
        afterBreak = false;
        String text = BlockText.normalize(current.toString());
        current.setLength(0);
        if (!text.isEmpty()) {
            blocks.add(new TextBlock(text, OptionalInt.empty()));
        }
    }
}
