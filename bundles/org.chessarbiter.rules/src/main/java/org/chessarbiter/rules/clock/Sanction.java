package org.chessarbiter.rules.clock;

import org.chessarbiter.rules.Message;

/**
 * The arbiter's sanctions other than those the laws fix for an incident (FIDE 2018 12.9; FIDE 2000 13.4; Luật cờ
 * Tướng 2004 Điều 16.1). Each edition has its own list ({@link ClockLaw#sanctionArticle}); one it lacks changes
 * nothing.
 */
public enum Sanction {
    /** A reminder (Luật cờ Tướng 2004 Điều 16.1a "nhắc nhở"; FIDE 2000 13.4(a)). */
    REMINDER,
    /** A warning (FIDE 2018 12.9.1; FIDE 2000 13.4(a); Luật cờ Tướng 2004 Điều 16.1b "cảnh cáo"). */
    WARNING,
    /** Time added to the opponent's clock (FIDE 2018 12.9.2; FIDE 2000 13.4(b)). */
    TIME_TO_OPPONENT,
    /** Time taken from the offender's clock (FIDE 2018 12.9.3; FIDE 2000 13.4(c)). */
    TIME_FROM_OFFENDER,
    /** The opponent's score in the game raised to the most it can be (FIDE 2018 12.9.4; FIDE 2000 13.4(f)). */
    POINTS_TO_OPPONENT,
    /** The offender's score in the game reduced (FIDE 2018 12.9.5; FIDE 2000 13.4(e)). */
    POINTS_FROM_OFFENDER,
    /** The game declared lost (FIDE 2018 12.9.6; FIDE 2000 13.4(d); Luật cờ Tướng 2004 Điều 16.1c). */
    GAME_LOST,
    /** A penalty announced in advance (FIDE 2018 12.9.7). */
    PENALTY_ANNOUNCED,
    /** Excluded from one or more rounds (FIDE 2018 12.9.8; Luật cờ Tướng 2004 Điều 16.1d "truất quyền thi đấu"). */
    EXCLUSION,
    /** Expelled from the competition (FIDE 2018 12.9.9; Luật cờ Tướng 2004 Điều 16.1e "xóa tên"). */
    EXPULSION;

    /** The sanction's name for people. */
    public Message message() {
        return Message.of(Sanction.class, "sanction." + name());
    }
}
