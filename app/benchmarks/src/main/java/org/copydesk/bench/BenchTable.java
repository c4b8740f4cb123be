package org.copydesk.bench;

import java.io.PrintWriter;
import java.util.List;

/** The figures as a Markdown table, the form docs/benchmarks.md quotes. */
final class BenchTable {

    private BenchTable() {
    }

    static void print(List<Figure> figures, PrintWriter out) {
        out.println("| figure | copydesk | floor | ratio | target | result | peak heap |");
        out.println("| --- | ---: | ---: | ---: | --- | --- | ---: |");
        for (Figure f : figures) {
            out.println("| " + String.join(" | ", f.name(), f.copydesk(), f.floor(), f.ratio(), f.target(),
                    f.pass() ? "pass" : "**FAIL**", f.peakHeap()) + " |");
        }
        out.flush();
    }
}
