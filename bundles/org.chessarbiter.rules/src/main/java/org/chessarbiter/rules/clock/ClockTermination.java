package org.chessarbiter.rules.clock;

import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Termination;

/** How the clock's verdicts end a game beyond the shared {@link org.chessarbiter.rules.StandardTermination}s. */
public enum ClockTermination implements Termination {
    /** Illegal moves (FIDE 2018 7.5.5; FIDE 2000 7.4(b), C3; xiangqi technical faults Điều 7.1n, 16.3). */
    ILLEGAL_MOVES,
    /** Three technical or three conduct faults (Luật cờ Tướng 2004 Điều 7.1n, 20.4 b.9). */
    FAULTS,
    /** Arriving after the default time (FIDE 2018 6.7.1; FIDE 2000 6.7; Luật cờ Tướng 2004 Điều 7.1e, 10.2.1a). */
    DEFAULT_TIME,
    /** Both flags down (FIDE 2018 III.3.1; FIDE 2000 6.12, 10.3, B8). */
    BOTH_FLAGS,
    /** A quickplay-finish claim (FIDE 2018 III.4, III.5; FIDE 2000 10.2). */
    QUICKPLAY_FINISH,
    /** A faulty sealed move (FIDE 2018 I.8; FIDE 2000 A.8; Luật cờ Tướng 2004 Điều 10.3.2). */
    SEALED_MOVE,
    /** Declared lost by the arbiter as a sanction (FIDE 2018 12.9.6; FIDE 2000 13.4(d); Luật cờ Tướng 2004 Điều 16.1c). */
    SANCTION;

    @Override
    public String id() {
        return name();
    }

    @Override
    public Message message() {
        return Message.of(ClockTermination.class, "termination." + name());
    }
}
