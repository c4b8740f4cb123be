package org.copydesk.app.desktop.record;

import java.math.BigDecimal;
import java.util.List;

import org.copydesk.app.desktop.verdicts.VerdictItem;

/** One candidate line of a poll's results. */
public record ResultRow(String candidate, String party, String pct, List<EvidenceChip> chips, List<BigDecimal> numbers,
                        VerdictItem item)
        implements Citing, Judged {
}
