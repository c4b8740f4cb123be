package org.copydesk.app.desktop.record;

import java.math.BigDecimal;
import java.util.List;

/** One candidate line of a poll's results. */
public record ResultRow(String candidate, String party, String pct, List<EvidenceChip> chips, List<BigDecimal> numbers)
        implements Citing {
}
