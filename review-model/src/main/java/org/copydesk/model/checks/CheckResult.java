package org.copydesk.model.checks;

/**
 * One check's verdict on one subject. {@code detail} names the field, block, claim or
 * candidate at fault when failed, and says what was compared when passed.
 */
public record CheckResult(String checkId, Verdict verdict, String detail) {

    public boolean passed() {
        return verdict == Verdict.PASSED;
    }

    public boolean failed() {
        return verdict == Verdict.FAILED;
    }
}
