package org.chessarbiter.editor.tests;

import org.eclipse.swt.widgets.Display;

/**
 * Measures how long the UI thread stays unresponsive: a timer on the UI thread ticks every
 * {@value #PERIOD_MILLIS} ms; the largest gap between two ticks, minus the period, is the longest stall.
 * A measurement (printed), never an assertion.
 */
final class UiStallWatch implements Runnable {

    static final int PERIOD_MILLIS = 5;

    private final Display display;
    private long last;
    private long longest;
    private boolean running;

    UiStallWatch(Display display) {
        this.display = display;
    }

    void start() {
        running = true;
        last = System.nanoTime();
        display.timerExec(PERIOD_MILLIS, this);
    }

    @Override
    public void run() {
        long now = System.nanoTime();
        longest = Math.max(longest, now - last);
        last = now;
        if (running) {
            display.timerExec(PERIOD_MILLIS, this);
        }
    }

    /** Stops ticking; the longest stall in milliseconds, counting the time since the last tick too. */
    double stop() {
        run();
        running = false;
        return Math.max(0, longest / 1e6 - PERIOD_MILLIS);
    }
}
