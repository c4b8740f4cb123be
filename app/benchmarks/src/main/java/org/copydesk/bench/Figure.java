package org.copydesk.bench;

/**
 * One row of the benchmark table: copydesk's figure, the floor it is compared with (empty when
 * the target is absolute), the ratio, the target and whether it is met, and the peak heap while
 * copydesk did the work.
 */
public record Figure(String name, String copydesk, String floor, String ratio, String target, boolean pass,
                     String peakHeap) {

    static Figure ratio(String name, double copydeskSeconds, double floorSeconds, double ratio, double target,
                        long heapBytes) {
        return new Figure(name, seconds(copydeskSeconds), seconds(floorSeconds), String.format(java.util.Locale.ROOT,
                "%.2f", ratio), String.format(java.util.Locale.ROOT, "floor/copydesk >= %.1f", target),
                ratio >= target, HeapPeak.format(heapBytes));
    }

    static Figure atMostMillis(String name, double seconds, long limitMillis, long heapBytes) {
        return new Figure(name, millis(seconds), "", "", "<= " + limitMillis + " ms", seconds * 1000 <= limitMillis,
                HeapPeak.format(heapBytes));
    }

    static String seconds(double seconds) {
        return String.format(java.util.Locale.ROOT, "%.3f s", seconds);
    }

    static String millis(double seconds) {
        return String.format(java.util.Locale.ROOT, "%.0f ms", seconds * 1000);
    }
}
