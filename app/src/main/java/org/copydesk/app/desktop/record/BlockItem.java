package org.copydesk.app.desktop.record;

import java.util.List;
import java.util.Optional;

/** One numbered source block as the list shows it, with whether the current selection cites it. */
public record BlockItem(int number, String blockId, String shortDigest, Optional<Integer> page, boolean highlighted,
                        List<TextSpan> spans) {

    public String text() {
        StringBuilder text = new StringBuilder();
        spans.forEach(s -> text.append(s.text()));
        return text.toString();
    }
}
