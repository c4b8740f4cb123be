package org.copydesk.app.desktop.takes;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * One of the four briefing sections as the take view shows it: its text with the words failed
 * screens named, its evidence ids against the packet's allowed ids, or that it is missing.
 */
public record TakeSection(String name, boolean present, String text, List<TakeChip> chips, List<TextMark> marks) {

    public TakeSection {
        chips = List.copyOf(chips);
        marks = List.copyOf(marks);
    }

    /** "Race state" from "race_state". */
    public String title() {
        String words = name.replace('_', ' ');
        return words.isEmpty() ? words : Character.toUpperCase(words.charAt(0)) + words.substring(1);
    }

    /** The text cut at the marks; an overlapping later mark is dropped, since its words are already marked. */
    public List<TextPiece> pieces() {
        List<TextMark> sorted = new ArrayList<>(marks);
        sorted.sort(Comparator.comparingInt(TextMark::start));
        List<TextPiece> pieces = new ArrayList<>();
        int at = 0;
        for (TextMark mark : sorted) {
            if (mark.start() < at || mark.end() > text.length()) {
                continue;
            }
            if (mark.start() > at) {
                pieces.add(new TextPiece(text.substring(at, mark.start()), Optional.empty()));
            }
            pieces.add(new TextPiece(text.substring(mark.start(), mark.end()), Optional.of(mark.checkId())));
            at = mark.end();
        }
        if (at < text.length()) {
            pieces.add(new TextPiece(text.substring(at), Optional.empty()));
        }
        return pieces;
    }

    public List<String> brokenIds() {
        return chips.stream().filter(c -> !c.allowed()).map(TakeChip::evidenceId).toList();
    }
}
