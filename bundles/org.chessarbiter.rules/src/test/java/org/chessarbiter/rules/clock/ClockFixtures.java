package org.chessarbiter.rules.clock;

import java.util.Locale;
import org.chessarbiter.rules.Message;

/** What the clock tests share: laws, times, controls, and the engines' answer "cannot mate". */
final class ClockFixtures {
    static final long S = 1000;
    static final long MIN = 60 * S;
    static final ClockLaw FIDE_2018 = new Fide2018ClockLaw();
    static final ClockLaw FIDE_2000 = new Fide2000ClockLaw();
    static final ClockLaw XIANGQI = new XiangqiClockLaw();
    /** The engine says the side cannot mate by any series of legal moves (e.g. a lone king). */
    static final MatePossibility CANNOT_MATE = side -> false;
    static final Locale VI = Locale.forLanguageTag("vi");

    private ClockFixtures() {
    }

    static TimeControl tc(String text) {
        return TimeControl.parse(text).value();
    }

    static String en(Message m) {
        return m.format(Locale.ENGLISH);
    }

    static String vi(Message m) {
        return m.format(VI);
    }
}
