package org.copydesk.app.desktop.duplicates;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The queue's short note per record: how many suggestions name it and how many are still pending. */
public final class DuplicateNotes {

    private DuplicateNotes() {
    }

    public static Map<String, String> byRecord(List<PairEntry> pairs) {
        Map<String, int[]> counts = new HashMap<>();
        for (PairEntry pair : pairs) {
            for (String sha : pair.pair()) {
                int[] c = counts.computeIfAbsent(sha, k -> new int[2]);
                c[0]++;
                if (pair.isPending()) {
                    c[1]++;
                }
            }
        }
        Map<String, String> notes = new HashMap<>();
        counts.forEach((sha, c) -> notes.put(sha, c[1] > 0 ? c[0] + " · " + c[1] + " pending" : c[0] + " · decided"));
        return notes;
    }
}
