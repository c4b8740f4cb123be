package org.copydesk.app.desktop.evaluation;

/** One point of an Evaluation chart: a category (an ISO week, a short prompt digest), a percentage and its counts. */
public record ChartPoint(String category, double percent, String counts) {
}
