package org.chessarbiter.tournament.core;

/** What the arbiter confirmed when asking for a manual change: nothing, once, or both steps. */
public enum Confirmation {
    NONE, ONCE, TWICE;

    /** Whether this confirmation covers {@code required} ({@code null}: nothing covers it). */
    public boolean covers(Confirmation required) {
        return required != null && ordinal() >= required.ordinal();
    }
}
