package org.chessarbiter.rules.clock;

import org.chessarbiter.rules.Message;

/**
 * The two ledgers of faults of Luật cờ Tướng 2004: technical faults (Điều 16.3a: an illegal move, a piece
 * touched that cannot move, four moves left unrecorded...) and conduct faults (Điều 15.5, 10.2.2); three of
 * either lose (Điều 7.1n, 20.4 b.9). The two are not added together (the law's commentary on Điều 7.1n).
 */
public enum FaultKind {
    /** "Lỗi kỹ thuật" (Điều 16.3a). */
    TECHNICAL,
    /** "Lỗi tác phong" (Điều 15.5, 10.2.2). */
    CONDUCT;

    /** The kind for people (key {@code fault.<NAME>}). */
    public Message message() {
        return Message.of(FaultKind.class, "fault." + name());
    }
}
