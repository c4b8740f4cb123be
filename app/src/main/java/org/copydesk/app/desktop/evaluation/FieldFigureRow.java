package org.copydesk.app.desktop.evaluation;

/** How reviewers judged one field within a group: accuracy with its denominator, then each verdict's count. */
public record FieldFigureRow(String path, String accuracy, int correct, int incorrect, int missed, int unsupported) {

    double percent() {
        int judged = correct + incorrect + missed + unsupported;
        return judged == 0 ? 0 : 100.0 * correct / judged;
    }
}
