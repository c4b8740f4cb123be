package org.copydesk.app.desktop.record;

import java.math.BigDecimal;
import java.util.List;

import org.copydesk.app.desktop.verdicts.VerdictItem;

/** A commentary claim: its kind as an editor reads it, the forecast facts it uses and the blocks it cites. */
public record ClaimRow(String claimId, String kind, String kindLabel, String text, List<String> forecastFacts,
                       List<EvidenceChip> chips, List<BigDecimal> numbers, VerdictItem item) implements Citing, Judged {
}
