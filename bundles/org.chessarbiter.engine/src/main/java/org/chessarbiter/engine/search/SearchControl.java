package org.chessarbiter.engine.search;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * When a search must end: a deadline, a stop request from another thread, an interrupt of the searching
 * thread. Polled by the search every few thousand positions.
 */
public final class SearchControl {
    private final AtomicBoolean stopRequested = new AtomicBoolean();
    private volatile long deadlineNanos;
    private volatile boolean timed;

    /** Starts the clock of a search of at most {@code millis} milliseconds (0: no limit). */
    public void start(long millis) {
        stopRequested.set(false);
        timed = millis > 0;
        deadlineNanos = System.nanoTime() + millis * 1_000_000L;
    }

    /** Asks the running search to end now. */
    public void requestStop() {
        stopRequested.set(true);
    }

    /** Whether the search must end now. */
    boolean expired() {
        return stopRequested.get() || Thread.currentThread().isInterrupted()
                || timed && System.nanoTime() - deadlineNanos >= 0;
    }
}
