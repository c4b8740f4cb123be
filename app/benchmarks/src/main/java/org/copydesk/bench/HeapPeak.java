package org.copydesk.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;

import com.sun.management.HotSpotDiagnosticMXBean;

/**
 * Peak heap while a figure ran: the JVM's own peak-usage counters of the heap memory pools,
 * reset before the figure and summed after it. The sum is an upper bound (pools peak at
 * different moments) and counts garbage not yet collected; a collection before the reset
 * keeps one figure's leftovers out of the next.
 */
final class HeapPeak {

    private HeapPeak() {
    }

    static void reset() {
        keepCommittedHeap();
        System.gc();
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP && pool.isValid()) {
                pool.resetPeakUsage();
            }
        }
    }

    /**
     * The bench's own full collections must not hand the heap back to the system: G1 shrinks it
     * after a full collection, and every repetition then paid to fault hundreds of MiB of new heap
     * in again (a third of the check's CPU), which a desk that never collects fully does not.
     * {@code MaxHeapFreeRatio} is a manageable flag, so the bench sets it for itself only.
     */
    private static void keepCommittedHeap() {
        ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class).setVMOption("MaxHeapFreeRatio", "100");
    }

    static long peakBytes() {
        long sum = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP && pool.isValid()) {
                sum += pool.getPeakUsage().getUsed();
            }
        }
        return sum;
    }

    static String format(long bytes) {
        return bytes <= 0 ? "" : (bytes / (1024 * 1024)) + " MiB";
    }
}
