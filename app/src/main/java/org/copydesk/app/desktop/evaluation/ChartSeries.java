package org.copydesk.app.desktop.evaluation;

import java.util.List;

/** A named line or bar series of an Evaluation chart. */
public record ChartSeries(String name, List<ChartPoint> points) {

    public ChartSeries {
        points = List.copyOf(points);
    }
}
