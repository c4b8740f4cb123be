package org.copydesk.app.desktop.checks;

import org.copydesk.model.checks.Verdict;

/** One check's result on the record, with what a pass proves and what it does not (from the catalogue). */
public record CheckRow(String checkId, Verdict verdict, String detail, String proves, String doesNotProve) {

    public String result() {
        return verdict.wire().replace('_', ' ');
    }

    public boolean failed() {
        return verdict == Verdict.FAILED;
    }
}
