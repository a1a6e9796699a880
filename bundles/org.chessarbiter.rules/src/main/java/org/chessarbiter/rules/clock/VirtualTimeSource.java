package org.chessarbiter.rules.clock;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

/** A {@link TimeSource} that moves only when told to: tests and demonstrations run the clock without waiting. */
public final class VirtualTimeSource implements TimeSource {
    private final AtomicLong now;

    /** A source at {@code startMillis}. */
    public VirtualTimeSource(long startMillis) {
        this.now = new AtomicLong(startMillis);
    }

    /** A source at 0. */
    public VirtualTimeSource() {
        this(0);
    }

    @Override
    public long millis() {
        return now.get();
    }

    /** Moves the time forward by {@code by} (not backwards: a monotonic source). */
    public VirtualTimeSource advance(Duration by) {
        if (by.isNegative()) {
            throw new IllegalArgumentException("time does not go back");
        }
        now.addAndGet(by.toMillis());
        return this;
    }
}
