package org.chessarbiter.rules.clock;

import org.chessarbiter.rules.Message;

/**
 * The class of a game by its time control: standard, rapid (FIDE 2018 Appendix A, FIDE 2000 Appendix B,
 * Luật cờ Tướng 2004 Điều 10.1.1e "cờ nhanh") or blitz (FIDE 2018 Appendix B, FIDE 2000 Appendix C). Which
 * control is which is the law's: {@link ClockLaw#classify}.
 */
public enum GameClass {
    /** Neither rapid nor blitz. */
    STANDARD,
    /** Rapid ("cờ nhanh"). */
    RAPID,
    /** Blitz ("cờ chớp nhoáng"). */
    BLITZ;

    /** The class's name for people (key {@code class.<NAME>}). */
    public Message message() {
        return Message.of(GameClass.class, "class." + name());
    }
}
