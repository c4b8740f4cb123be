package org.copydesk.app.desktop.record;

import java.math.BigDecimal;
import java.util.List;

/** Anything on the right of the record view that cites source blocks: a field, a result, a claim, a finding. */
public interface Citing {

    List<EvidenceChip> chips();

    /** The numbers whose tokens should be marked inside the cited blocks. */
    List<BigDecimal> numbers();
}
