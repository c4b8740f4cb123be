package org.copydesk.model.checks.duplicates;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.checks.text.Folding;
import org.copydesk.model.run.PollOutput;

/**
 * What two polls of one sample share: pollster and sponsor (trimmed, case-folded), field
 * dates, population and sample size. Only a poll stating all six has a key.
 */
public record SampleKey(String pollster, String sponsor, String fieldStart, String fieldEnd, String population,
                        String sampleSize) {

    public static final List<String> FIELDS =
            List.of("pollster", "sponsor", "field_start", "field_end", "population", "sample_size");

    public static Optional<SampleKey> of(PollOutput poll) {
        for (String field : FIELDS) {
            if (poll.field(field).isNull()) {
                return Optional.empty();
            }
        }
        return Optional.of(new SampleKey(
                Folding.key(poll.field("pollster").value().asText()),
                Folding.key(poll.field("sponsor").value().asText()),
                poll.field("field_start").value().asText(),
                poll.field("field_end").value().asText(),
                poll.field("population").value().asText(),
                number(poll.field("sample_size").value())));
    }

    /** 500 and 500.0 are one sample size. */
    private static String number(JsonNode value) {
        if (!value.isNumber()) {
            return value.asText();
        }
        BigDecimal decimal = value.isIntegralNumber() ? new BigDecimal(value.bigIntegerValue())
                : new BigDecimal(Double.toString(value.doubleValue()));
        BigDecimal stripped = decimal.stripTrailingZeros();
        return (stripped.scale() < 0 ? stripped.setScale(0) : stripped).toPlainString();
    }

    public String describe() {
        return pollster + " / " + sponsor + ", " + fieldStart + " to " + fieldEnd + ", " + population + ", n=" + sampleSize;
    }
}
