package org.chessarbiter.rules.clock;

import java.time.Clock;

/**
 * Where the clock's "now" comes from: milliseconds of a monotonic source. Production code uses
 * {@link #system()}; tests and demonstrations use a {@link VirtualTimeSource} and never wait for real time.
 */
@FunctionalInterface
public interface TimeSource {

    /** The current time in milliseconds (only differences matter). */
    long millis();

    /** The machine's monotonic clock ({@link System#nanoTime()}). */
    static TimeSource system() {
        return () -> System.nanoTime() / 1_000_000;
    }

    /** A {@link java.time.Clock} (wall time: use only where it cannot jump, e.g. a fixed or offset clock in tests). */
    static TimeSource of(Clock clock) {
        return clock::millis;
    }
}
