package org.copydesk.app.desktop.record;

import java.math.BigDecimal;
import java.util.List;

/** An extracted field with its value as written and its evidence. */
public record FieldRow(String name, String value, List<EvidenceChip> chips, List<BigDecimal> numbers) implements Citing {
}
