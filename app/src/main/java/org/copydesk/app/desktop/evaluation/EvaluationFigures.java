package org.copydesk.app.desktop.evaluation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import org.copydesk.app.workflow.metrics.AdjudicatedRun;
import org.copydesk.app.workflow.metrics.FieldCounts;
import org.copydesk.app.workflow.metrics.GroupBy;
import org.copydesk.app.workflow.metrics.GroupMetrics;
import org.copydesk.app.workflow.metrics.Metrics;
import org.copydesk.app.workflow.metrics.MetricsCalculator;
import org.copydesk.app.workflow.metrics.Ratio;

/**
 * Everything the Evaluation view shows, computed at once off the FX thread from the adjudicated
 * runs: the table grouped as asked, each group's per-field accuracy, accuracy per field over ISO
 * weeks, and accuracy and approval per prompt digest.
 */
record EvaluationFigures(GroupBy by, List<GroupRow> groups, Map<String, List<FieldFigureRow>> fieldsByGroup,
                         List<ChartSeries> weekly, List<ChartSeries> byPrompt) {

    static final String ALL_FIELDS = "all fields";
    private static final int DIGEST_SHOWN = 8;

    static EvaluationFigures compute(List<AdjudicatedRun> runs, GroupBy by) {
        Metrics grouped = MetricsCalculator.compute(runs, by);
        List<GroupRow> rows = new ArrayList<>();
        Map<String, List<FieldFigureRow>> fields = new LinkedHashMap<>();
        for (GroupMetrics g : grouped.groups()) {
            rows.add(new GroupRow(g.key(), g.runs(), g.approved(), g.rejected(), g.adjudicated(),
                    Figure.of(g.overrides().rate()), Figure.of(overall(g)), Figure.of(g.missedDisclosure()),
                    Figure.of(g.claimSupport()), Figure.of(g.injection().catchRate())));
            List<FieldFigureRow> perField = new ArrayList<>();
            g.fields().forEach((path, c) -> perField.add(new FieldFigureRow(path, Figure.of(c.accuracy()), c.correct(),
                    c.incorrect(), c.missed(), c.unsupported())));
            fields.put(g.key(), perField);
        }
        return new EvaluationFigures(by, rows, fields, weekly(MetricsCalculator.compute(runs, GroupBy.WEEK)),
                byPrompt(MetricsCalculator.compute(runs, GroupBy.PROMPT)));
    }

    /** Accuracy over every field verdict of the group: correct of all judged values. */
    static Ratio overall(GroupMetrics group) {
        long correct = 0;
        long judged = 0;
        for (FieldCounts c : group.fields().values()) {
            correct += c.correct();
            judged += c.judged();
        }
        return new Ratio(correct, judged);
    }

    /** One line per field with verdicts, plus all fields together; a week with no verdicts on a field has no point. */
    private static List<ChartSeries> weekly(Metrics byWeek) {
        TreeSet<String> paths = new TreeSet<>();
        byWeek.groups().forEach(g -> paths.addAll(g.fields().keySet()));
        List<ChartSeries> series = new ArrayList<>();
        List<ChartPoint> all = new ArrayList<>();
        for (GroupMetrics week : byWeek.groups()) {
            Ratio overall = overall(week);
            if (overall.denominator() > 0) {
                all.add(point(week.key(), overall));
            }
        }
        if (!all.isEmpty()) {
            series.add(new ChartSeries(ALL_FIELDS, all));
        }
        for (String path : paths) {
            List<ChartPoint> points = new ArrayList<>();
            for (GroupMetrics week : byWeek.groups()) {
                FieldCounts c = week.fields().getOrDefault(path, FieldCounts.NONE);
                if (c.judged() > 0) {
                    points.add(point(week.key(), c.accuracy()));
                }
            }
            series.add(new ChartSeries(path, points));
        }
        return series;
    }

    private static List<ChartSeries> byPrompt(Metrics byPrompt) {
        List<ChartPoint> accuracy = new ArrayList<>();
        List<ChartPoint> approval = new ArrayList<>();
        for (GroupMetrics prompt : byPrompt.groups()) {
            String name = prompt.key().length() > DIGEST_SHOWN ? prompt.key().substring(0, DIGEST_SHOWN) : prompt.key();
            accuracy.add(point(name, overall(prompt)));
            approval.add(point(name, prompt.approvalRate()));
        }
        return List.of(new ChartSeries("field accuracy", accuracy), new ChartSeries("approved", approval));
    }

    private static ChartPoint point(String category, Ratio ratio) {
        return new ChartPoint(category, Figure.percent(ratio), ratio.numerator() + " of " + ratio.denominator());
    }
}
