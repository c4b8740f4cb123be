package org.copydesk.app.desktop.verdicts;

import java.util.List;

/**
 * One value on the record view a reviewer may judge: a field, a result's pct, the numeric input
 * or a claim, named by its FORMATS §4.3 path.
 *
 * @param label        how the row names it (the field name, the candidate, the claim id)
 * @param originalNull upstream gave null here: only "missed" or "correct" fit
 * @param valueText    the value upstream gave, as the row shows it; a correction starts from it
 * @param evidence     the blocks upstream cited; a correction starts from them
 */
public record VerdictItem(String path, String label, boolean claim, boolean originalNull, String valueText,
                          List<String> evidence) {

    public VerdictItem {
        evidence = List.copyOf(evidence);
    }

    public static VerdictItem field(String path, String label, boolean originalNull, String valueText,
                                    List<String> evidence) {
        return new VerdictItem(path, label, false, originalNull, valueText, evidence);
    }

    public static VerdictItem claim(String claimId) {
        return new VerdictItem("claims." + claimId, claimId, true, false, "", List.of());
    }
}
