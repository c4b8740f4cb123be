package org.copydesk.app.desktop.record;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.geometry.Side;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.ScatterChart;
import javafx.scene.chart.XYChart;
import javafx.util.StringConverter;

import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.LazyTooltip;
import org.copydesk.app.desktop.common.Styles;

/** The race's polls in this store by field end date, one series per candidate, this poll's points ringed. */
final class PollChartView extends ScatterChart<Number, Number> {

    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("MMM d", Locale.US);

    PollChartView(ObservableList<ChartPoint> points) {
        super(dateAxis(), percentAxis());
        setId(Ids.POLL_CHART);
        setTitle("This race's polls in the store");
        setAnimated(false);
        setLegendVisible(true);
        setLegendSide(Side.RIGHT);
        setPrefHeight(230);
        setMinHeight(190);
        points.addListener((ListChangeListener<ChartPoint>) change -> plot(points));
    }

    private void plot(ObservableList<ChartPoint> points) {
        getData().clear();
        Map<String, XYChart.Series<Number, Number>> byCandidate = new LinkedHashMap<>();
        for (ChartPoint point : points) {
            byCandidate.computeIfAbsent(point.candidate(), name -> {
                XYChart.Series<Number, Number> series = new XYChart.Series<>();
                series.setName(name);
                return series;
            }).getData().add(new XYChart.Data<>(point.fieldEnd().toEpochDay(), point.pct(), point));
        }
        getData().addAll(byCandidate.values());
        // Data nodes exist once the series are in the chart; only then can this poll's points be marked.
        for (XYChart.Series<Number, Number> series : getData()) {
            for (XYChart.Data<Number, Number> data : series.getData()) {
                ChartPoint point = (ChartPoint) data.getExtraValue();
                if (data.getNode() != null) {
                    if (point.current()) {
                        data.getNode().getStyleClass().add(Styles.CHART_CURRENT);
                    }
                    LazyTooltip.install(data.getNode(), () -> point.candidate() + " " + point.pct() + "% · field end "
                            + point.fieldEnd() + (point.current() ? " · this poll" : ""));
                }
            }
        }
    }

    private static NumberAxis dateAxis() {
        NumberAxis axis = new NumberAxis();
        axis.setForceZeroInRange(false);
        axis.setLabel("Field end");
        axis.setTickLabelFormatter(new StringConverter<>() {
            @Override
            public String toString(Number day) {
                return LocalDate.ofEpochDay(Math.round(day.doubleValue())).format(DAY);
            }

            @Override
            public Number fromString(String text) {
                return LocalDate.parse(text).toEpochDay();
            }
        });
        return axis;
    }

    private static NumberAxis percentAxis() {
        NumberAxis axis = new NumberAxis();
        axis.setForceZeroInRange(false);
        axis.setLabel("%");
        return axis;
    }
}
