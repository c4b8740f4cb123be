package org.copydesk.app.desktop.evaluation;

import java.util.List;

import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Tooltip;

/** The trends a table hides: accuracy per field over weeks, and per prompt digest. Each point's tooltip gives its counts. */
final class EvaluationCharts {

    private EvaluationCharts() {
    }

    static LineChart<String, Number> weekly(ObservableList<ChartSeries> series) {
        LineChart<String, Number> chart = new LineChart<>(axis("ISO week of the run"), percentAxis());
        chart.setId(EvaluationIds.WEEKLY_CHART);
        chart.setTitle("Field accuracy by week");
        chart.setCreateSymbols(true);
        chart.setAnimated(false);
        follow(chart, series);
        return chart;
    }

    static BarChart<String, Number> byPrompt(ObservableList<ChartSeries> series) {
        BarChart<String, Number> chart = new BarChart<>(axis("prompt digest"), percentAxis());
        chart.setId(EvaluationIds.PROMPT_CHART);
        chart.setTitle("By prompt digest");
        chart.setAnimated(false);
        follow(chart, series);
        return chart;
    }

    private static void follow(XYChart<String, Number> chart, ObservableList<ChartSeries> series) {
        series.addListener((ListChangeListener<ChartSeries>) change -> fill(chart, series));
        fill(chart, series);
    }

    private static void fill(XYChart<String, Number> chart, List<ChartSeries> series) {
        chart.getData().clear();
        for (ChartSeries each : series) {
            XYChart.Series<String, Number> line = new XYChart.Series<>();
            line.setName(each.name());
            for (ChartPoint point : each.points()) {
                XYChart.Data<String, Number> data = new XYChart.Data<>(point.category(), point.percent());
                line.getData().add(data);
                String tip = each.name() + " · " + point.category() + ": " + point.counts();
                data.nodeProperty().addListener((obs, old, node) -> {
                    if (node != null) {
                        Tooltip.install(node, new Tooltip(tip));
                    }
                });
            }
            chart.getData().add(line);
        }
    }

    private static CategoryAxis axis(String label) {
        CategoryAxis axis = new CategoryAxis();
        axis.setLabel(label);
        return axis;
    }

    private static NumberAxis percentAxis() {
        NumberAxis axis = new NumberAxis(0, 100, 20);
        axis.setLabel("%");
        return axis;
    }
}
