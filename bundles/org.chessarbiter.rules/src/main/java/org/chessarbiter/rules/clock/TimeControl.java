package org.chessarbiter.rules.clock;

import java.util.List;
import org.chessarbiter.rules.ParseResult;

/**
 * A time control: its periods in order (FIDE 2018 6.3.1, 6.3.2; FIDE 2000 6.2; Luật cờ Tướng 2004 Điều
 * 10.1). Either the last period covers the rest of the game ({@code moves == 0}), or it is a
 * <em>repeating</em> period: once its moves are made, the same period starts again, to the end of the game
 * (Luật cờ Tướng 2004 Điều 10.1.1d "cứ 15 phút mỗi bên phải đi đủ 10 nước cho tới khi kết thúc ván cờ",
 * the 5-minute / 10-move tail of Điều 10.1.2, 000 Part 2 Art. 2.4 "cứ 1 giờ phải đi 16, 18, 20 hoặc 24 nước").
 *
 * <p>Text form: {@link TimeControlText} (PGN {@code TimeControl} tag, PGN standard 9.6.1, and the TRF26
 * form {@code 40/6000+30:900+30}, with the documented extensions {@code d} simple delay, {@code b}
 * Bronstein delay and a trailing {@code ...} for a repeating last period), e.g. {@code 40/5400+30:1800+30},
 * {@code 10/900...}, {@code 25/3600:10/900:10/900:10/900:10/900:10/300...}, {@code 300d5}, {@code *180}.
 *
 * @param periods the periods, at least one
 * @param repeatsLast whether the last period (which then has a move count) repeats to the end of the game
 */
public record TimeControl(List<Period> periods, boolean repeatsLast) {

    public TimeControl {
        periods = List.copyOf(periods);
        if (periods.isEmpty()) {
            throw new IllegalArgumentException("a time control needs a period");
        }
        Period last = periods.get(periods.size() - 1);
        if (last.coversRest() == repeatsLast) {
            throw new IllegalArgumentException(repeatsLast ? "a repeating period needs a move count"
                    : "the last period must cover the rest of the game");
        }
        for (int i = 0; i + 1 < periods.size(); i++) {
            if (periods.get(i).coversRest()) {
                throw new IllegalArgumentException("only the last period may cover the rest of the game");
            }
        }
        if (periods.size() > 1 && hasSandglass(periods)) {
            throw new IllegalArgumentException("a sandglass is the only period of its control");
        }
    }

    private static boolean hasSandglass(List<Period> periods) {
        for (Period p : periods) {
            if (p.bonus() == Period.Bonus.SANDGLASS) {
                return true;
            }
        }
        return false;
    }

    /** A control whose last period covers the rest of the game. */
    public TimeControl(List<Period> periods) {
        this(periods, false);
    }

    /** One period for the whole game. */
    public static TimeControl suddenDeath(Period rest) {
        return new TimeControl(List.of(rest));
    }

    /** Reads the PGN / TRF26 text form ({@link TimeControlText#parse}); problems are located in {@code text}. Never throws. */
    public static ParseResult<TimeControl> parse(CharSequence text) {
        return TimeControlText.parse(text);
    }

    /** The text form ({@link TimeControlText#format}), which {@link #parse} reads back to an equal control. */
    public String text() {
        return TimeControlText.format(this);
    }

    /**
     * The period with number {@code index} (0 = the first): past the listed periods, the repeating last
     * period, or the last period of a control that covers the rest of the game.
     */
    public Period period(int index) {
        return periods.get(Math.min(index, periods.size() - 1));
    }

    /** Whether a period follows period {@code index} once its moves are made (then its time is added, 6.3.2). */
    public boolean hasPeriodAfter(int index) {
        return repeatsLast || index + 1 < periods.size();
    }

    /** Whether period {@code index} is the final one: all the remaining moves are made in it (FIDE 2018 III.1). */
    public boolean isFinalPeriod(int index) {
        return !hasPeriodAfter(index);
    }

    /** Whether this is a sandglass ({@link Period.Bonus#SANDGLASS}). */
    public boolean isSandglass() {
        return periods.get(0).bonus() == Period.Bonus.SANDGLASS;
    }

    /** Whether any period adds time per move (increment or delay), as FIDE 2018 III.2.2 and 8.4 ask. */
    public boolean hasBonus() {
        return periods.stream().anyMatch(p -> p.bonusMillis() > 0);
    }

    /**
     * The time one player has for his first {@code moves} moves: the base times of the periods begun within
     * them plus {@code moves} times each move's bonus (FIDE 2018 A.1 / B.1 "the allotted time plus 60 times
     * any increment").
     */
    public long timeForMoves(int moves) {
        long total = 0;
        int made = 0;
        int index = 0;
        while (made < moves) {
            Period p = period(index);
            total += p.baseMillis();
            int inPeriod = p.coversRest() ? moves - made : Math.min(p.moves(), moves - made);
            total += (long) inPeriod * p.bonusMillis();
            made += inPeriod;
            index++;
        }
        return total;
    }
}
