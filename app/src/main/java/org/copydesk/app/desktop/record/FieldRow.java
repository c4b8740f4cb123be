package org.copydesk.app.desktop.record;

import java.math.BigDecimal;
import java.util.List;

import org.copydesk.app.desktop.verdicts.VerdictItem;

/** An extracted field with its value as written, its evidence, and what a verdict on it names. */
public record FieldRow(String name, String value, List<EvidenceChip> chips, List<BigDecimal> numbers, VerdictItem item)
        implements Citing, Judged {
}
