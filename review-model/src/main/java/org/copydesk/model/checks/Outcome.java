package org.copydesk.model.checks;

import java.util.List;

/** What one evaluation found, before the engine attaches the check id. */
public record Outcome(Verdict verdict, String detail) {

    public static Outcome passed(String detail) {
        return new Outcome(Verdict.PASSED, detail);
    }

    public static Outcome failed(String detail) {
        return new Outcome(Verdict.FAILED, detail);
    }

    public static Outcome notApplicable(String detail) {
        return new Outcome(Verdict.NOT_APPLICABLE, detail);
    }

    /** Failed with every problem named, or passed with {@code passDetail} when there are none. */
    public static Outcome of(List<String> problems, String passDetail) {
        return problems.isEmpty() ? passed(passDetail) : failed(String.join("; ", problems));
    }
}
