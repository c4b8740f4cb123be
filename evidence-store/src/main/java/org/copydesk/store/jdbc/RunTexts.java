package org.copydesk.store.jdbc;

import java.util.List;
import java.util.Optional;

/** A run just stored, as the text filter's rows need it: its queue columns and its blocks' text ids in run order. */
public record RunTexts(String recordSha256, String task, String status, Optional<String> raceId,
        List<Long> textIds) {

    public RunTexts {
        textIds = List.copyOf(textIds);
    }
}
