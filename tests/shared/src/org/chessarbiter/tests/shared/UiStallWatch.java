package org.chessarbiter.tests.shared;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.widgets.Display;

/**
 * Measures how long the UI thread stays unresponsive: a timer on the UI thread ticks every
 * {@value #PERIOD_MILLIS} ms; the largest gap between two ticks, minus the period, is the longest stall.
 * Gaps over {@value #REPORTED_MILLIS} ms are kept (for the profile of what the UI thread did meanwhile).
 * A measurement (printed), never an assertion.
 */
public final class UiStallWatch implements Runnable {

    public static final int PERIOD_MILLIS = 5;
    public static final int REPORTED_MILLIS = 20;

    private final Display display;
    private final List<long[]> stalls = new ArrayList<>();
    private long last;
    private long longest;
    private boolean running;

    public UiStallWatch(Display display) {
        this.display = display;
    }

    public void start() {
        running = true;
        last = System.nanoTime();
        display.timerExec(PERIOD_MILLIS, this);
    }

    @Override
    public void run() {
        long now = System.nanoTime();
        long gap = now - last;
        longest = Math.max(longest, gap);
        if (gap > (PERIOD_MILLIS + REPORTED_MILLIS) * 1_000_000L) {
            stalls.add(new long[] { last, now });
        }
        last = now;
        if (running) {
            display.timerExec(PERIOD_MILLIS, this);
        }
    }

    /** Stops ticking; the longest stall in milliseconds, counting the time since the last tick too. */
    public double stop() {
        run();
        running = false;
        return Math.max(0, longest / 1e6 - PERIOD_MILLIS);
    }

    /** The gaps over {@value #REPORTED_MILLIS} ms: {start, end} in {@link System#nanoTime()}. */
    public List<long[]> stalls() {
        return stalls;
    }
}
