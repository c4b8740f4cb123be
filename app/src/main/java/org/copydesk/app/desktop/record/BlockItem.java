package org.copydesk.app.desktop.record;

import java.util.List;
import java.util.Optional;

/**
 * One numbered source block as the list shows it, with whether the current selection cites it
 * and, when a derived snapshot is shown, how it compares with upstream's.
 */
public record BlockItem(int number, String blockId, String shortDigest, Optional<Integer> page, boolean highlighted,
                        List<TextSpan> spans, DifferenceMark difference) {

    public BlockItem(int number, String blockId, String shortDigest, Optional<Integer> page, boolean highlighted,
                     List<TextSpan> spans) {
        this(number, blockId, shortDigest, page, highlighted, spans, DifferenceMark.NONE);
    }

    public String text() {
        StringBuilder text = new StringBuilder();
        spans.forEach(s -> text.append(s.text()));
        return text.toString();
    }
}
