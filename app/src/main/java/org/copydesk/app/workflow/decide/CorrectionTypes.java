package org.copydesk.app.workflow.decide;

import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.MalformedDocumentException;

/**
 * The type a corrected value must have, by path (FORMATS §3.2, §3.3): a correction enters the
 * evaluation set as the right answer, so it must be a value upstream could legally have given.
 */
public final class CorrectionTypes {

    private static final Pattern NUMBER = Pattern.compile("-?[0-9]+(\\.[0-9]+)?");

    private static final Pattern ISO_DATE = Pattern.compile("[0-9]{4}-[0-9]{2}-[0-9]{2}");
    private static final Set<String> PERCENT_FIELDS = Set.of("fields.undecided_pct", "fields.other_pct",
            "fields.margin_of_error");
    private static final Set<String> DATE_FIELDS = Set.of("fields.field_start", "fields.field_end",
            "fields.release_date", "fields.event_date");
    private static final Map<String, Set<String>> ENUM_FIELDS = Map.of(
            "fields.population", Set.of("LV", "RV", "A"),
            "fields.mode", Set.of("phone", "online", "text", "mixed"),
            "fields.authority", Set.of("election_authority", "official_filing", "campaign_statement", "news_report"));

    private CorrectionTypes() {
    }

    /**
     * A corrected value as a reviewer typed it, read as the type the path takes: a number where
     * the field is numeric (parsed as an imported run's number would be), otherwise the text.
     * {@link #problem} says whether the result may stand.
     */
    public static JsonNode typed(String path, String text) {
        String trimmed = text.strip();
        if (numeric(path) && NUMBER.matcher(trimmed).matches()) {
            try {
                return Json.parse(trimmed.getBytes(StandardCharsets.UTF_8));
            } catch (MalformedDocumentException e) {
                return TextNode.valueOf(trimmed);
            }
        }
        return TextNode.valueOf(trimmed);
    }

    /** What a correction at {@code path} must look like, for the prompt of an editor. */
    public static String expected(String path) {
        if (path.equals("fields.sample_size")) {
            return "a whole number";
        }
        if (PERCENT_FIELDS.contains(path) || isResultPct(path)) {
            return "a number from 0 to 100";
        }
        if (path.equals(VerdictTarget.NUMERIC_INPUT)) {
            return "a number";
        }
        if (DATE_FIELDS.contains(path)) {
            return "a date, YYYY-MM-DD";
        }
        Set<String> allowed = ENUM_FIELDS.get(path);
        return allowed != null ? "one of " + String.join(", ", allowed.stream().sorted().toList()) : "text";
    }

    private static boolean numeric(String path) {
        return path.equals("fields.sample_size") || PERCENT_FIELDS.contains(path) || isResultPct(path)
                || path.equals(VerdictTarget.NUMERIC_INPUT);
    }

    /** Why {@code value} cannot stand for the thing at {@code path}, or empty when it can. */
    public static Optional<String> problem(String path, JsonNode value) {
        if (path.equals("fields.sample_size")) {
            return value.isIntegralNumber() && value.longValue() >= 1 ? Optional.empty()
                    : Optional.of("the corrected sample size must be a whole number of at least 1");
        }
        if (PERCENT_FIELDS.contains(path) || isResultPct(path)) {
            return value.isNumber() && value.doubleValue() >= 0 && value.doubleValue() <= 100 ? Optional.empty()
                    : Optional.of("the corrected value must be a number from 0 to 100");
        }
        if (path.equals(VerdictTarget.NUMERIC_INPUT)) {
            return value.isNumber() ? Optional.empty() : Optional.of("the corrected value must be a number");
        }
        if (!value.isTextual() || value.asText().isBlank()) {
            return Optional.of("the corrected value must be non-blank text");
        }
        if (DATE_FIELDS.contains(path) && !isIsoDate(value.asText())) {
            return Optional.of("the corrected value must be a date written YYYY-MM-DD");
        }
        Set<String> allowed = ENUM_FIELDS.get(path);
        if (allowed != null && !allowed.contains(value.asText())) {
            return Optional.of("the corrected value must be one of " + String.join(", ", allowed.stream().sorted().toList()));
        }
        return Optional.empty();
    }

    private static boolean isResultPct(String path) {
        return path.startsWith(VerdictTarget.RESULTS) && path.endsWith(VerdictTarget.PCT);
    }

    private static boolean isIsoDate(String text) {
        if (!ISO_DATE.matcher(text).matches()) {
            return false;
        }
        try {
            LocalDate.parse(text);
            return true;
        } catch (DateTimeParseException e) {
            return false;
        }
    }
}
