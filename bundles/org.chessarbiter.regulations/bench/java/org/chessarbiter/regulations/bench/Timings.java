package org.chessarbiter.regulations.bench;

import java.util.Arrays;
import java.util.Locale;

/** Times in milliseconds and their median, 95th percentile and maximum. */
record Timings(double[] ms) {

    double median() {
        return at(0.5);
    }

    double p95() {
        return at(0.95);
    }

    double max() {
        return sorted()[ms.length - 1];
    }

    private double at(double q) {
        double[] s = sorted();
        return s[Math.min(s.length - 1, (int) Math.ceil(q * s.length) - 1)];
    }

    private double[] sorted() {
        double[] s = ms.clone();
        Arrays.sort(s);
        return s;
    }

    /** "median 3.1 ms, p95 4.0 ms, max 9.2 ms". */
    String summary() {
        return String.format(Locale.ROOT, "median %.2f ms, p95 %.2f ms, max %.2f ms", median(), p95(), max());
    }
}
