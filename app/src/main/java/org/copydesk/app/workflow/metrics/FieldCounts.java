package org.copydesk.app.workflow.metrics;

/** How reviewers judged one field across a group's runs (FORMATS §4.3 verdicts). */
public record FieldCounts(int correct, int incorrect, int missed, int unsupported) {

    public static final FieldCounts NONE = new FieldCounts(0, 0, 0, 0);

    public int judged() {
        return correct + incorrect + missed + unsupported;
    }

    /** Exact agreement: the share of judged values that were what the source says. */
    public Ratio accuracy() {
        return new Ratio(correct, judged());
    }

    FieldCounts plus(String verdict) {
        switch (verdict) {
            case "correct":
                return new FieldCounts(correct + 1, incorrect, missed, unsupported);
            case "incorrect":
                return new FieldCounts(correct, incorrect + 1, missed, unsupported);
            case "missed":
                return new FieldCounts(correct, incorrect, missed + 1, unsupported);
            case "unsupported":
                return new FieldCounts(correct, incorrect, missed, unsupported + 1);
            default:
                throw new IllegalArgumentException("not a field verdict: " + verdict);
        }
    }
}
