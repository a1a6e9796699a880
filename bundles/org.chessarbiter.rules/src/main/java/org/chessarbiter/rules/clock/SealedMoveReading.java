package org.chessarbiter.rules.clock;

import org.chessarbiter.rules.Message;

/**
 * What the arbiter reads in the envelope when an adjourned game resumes (FIDE 2018 I.8; FIDE 2000 A.8; Luật
 * cờ Tướng 2004 Điều 10.3.2, 7.1i).
 */
public enum SealedMoveReading {
    /** A clear, legal move: it is made and the opponent's clock starts (2018 I.9.1). */
    LEGAL,
    /** Ambiguous (2018 I.8.1; 2000 A.8(a)). */
    AMBIGUOUS,
    /** Recorded so that its true meaning cannot be established (2018 I.8.2; 2000 A.8(b)). */
    MEANINGLESS,
    /** Illegal (2018 I.8.3; 2000 A.8(c); Luật cờ Tướng 2004 Điều 10.3.2). */
    ILLEGAL;

    /** The reading for people (key {@code sealed.<NAME>}). */
    public Message message() {
        return Message.of(SealedMoveReading.class, "sealed." + name());
    }
}
