package org.copydesk.app.desktop.record;

import java.math.BigDecimal;
import java.util.List;

/** One of upstream's screening findings, pointing at the block that tripped it. */
public record FindingRow(String rule, String excerpt, List<EvidenceChip> chips) implements Citing {

    @Override
    public List<BigDecimal> numbers() {
        return List.of();
    }
}
