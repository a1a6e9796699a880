package org.chessarbiter.rules.clock;

import java.util.Optional;
import java.util.OptionalLong;
import org.chessarbiter.rules.Side;

/**
 * A chess / xiangqi clock as an immutable state machine (FIDE 2018 6.1: two displays, only one runs;
 * Luật cờ Tướng 2004 Điều 10.2). Time is passed in explicitly (milliseconds of any monotonic source, see
 * {@link TimeSource}), so the machine is deterministic and tests need no real time:
 * <ul>
 * <li>{@link #start}: the clock of the side to move starts (FIDE 2018 6.6: White's);</li>
 * <li>{@link #press}: the running side has completed a move and stops its clock, starting the opponent's
 * (6.2.1); the bonus of its period applies ({@link Period.Bonus}: increment 6.3.1, delay 6.3.2, Bronstein,
 * sandglass); completing a period's moves adds the next period's time (6.3.2), a repeating period starting
 * again (Luật cờ Tướng 2004 Điều 10.1.1d);</li>
 * <li>{@link #pause} / {@link #resume}: the arbiter stops and restarts the clocks (6.11.1, 6.11.3); the
 * move in progress keeps its delay;</li>
 * <li>the arbiter's corrections: {@link #adjust} (add or take time, 12.9.2, 12.9.3), {@link #setFace}
 * (a reset after a defect, 6.10), {@link #correctMoves} (the move counter, 7.1) and {@link #withControl}
 * (a new control, e.g. the 5-second increment of Guideline III.4);</li>
 * <li>{@link #flagged} / {@link #flagFellAt}: a side whose time is used up (6.9) and when its flag fell
 * (which flag fell first when both did). What a flag means is the law's: {@link ClockLaw#flagFall}.</li>
 * </ul>
 * Misuse (press while stopped, start while running, resume while not paused) throws
 * {@link IllegalStateException}.
 */
public final class GameClock {
    private static final long NO_FLAG = Long.MIN_VALUE;

    private TimeControl control;
    private long[] remaining;
    private int[] period;
    private int[] movesInPeriod;
    private long[] flagAt;
    private Side running;
    private Side paused;
    private long since;
    private long used;

    private GameClock(TimeControl control, long[] remaining, int[] period, int[] movesInPeriod, long[] flagAt,
            Side running, Side paused, long since, long used) {
        this.control = control;
        this.remaining = remaining;
        this.period = period;
        this.movesInPeriod = movesInPeriod;
        this.flagAt = flagAt;
        this.running = running;
        this.paused = paused;
        this.since = since;
        this.used = used;
    }

    /** A clock set for {@code control}, not running. */
    public static GameClock of(TimeControl control) {
        long base = control.period(0).baseMillis();
        return new GameClock(control, new long[] {base, base}, new int[2], new int[2], new long[] {NO_FLAG, NO_FLAG},
                null, null, 0, 0);
    }

    private GameClock copy() {
        return new GameClock(control, remaining.clone(), period.clone(), movesInPeriod.clone(), flagAt.clone(), running,
                paused, since, used);
    }

    /** The time control the clock is set for. */
    public TimeControl control() {
        return control;
    }

    /** The side whose clock runs, if any. */
    public Optional<Side> running() {
        return Optional.ofNullable(running);
    }

    /** The side whose clock the arbiter stopped ({@link #pause}), if the clocks are paused. */
    public Optional<Side> paused() {
        return Optional.ofNullable(paused);
    }

    /** Starts the clock of {@code side} (the side to move) at {@code now}. */
    public GameClock start(Side side, long now) {
        if (running != null) {
            throw new IllegalStateException("the clock is already running");
        }
        GameClock c = copy();
        c.running = side;
        c.paused = null;
        c.since = now;
        c.used = 0;
        return c;
    }

    /** The running side completed a move at {@code now}: its clock stops and the opponent's starts. */
    public GameClock press(long now) {
        if (running == null) {
            throw new IllegalStateException("no clock is running");
        }
        int s = running.ordinal();
        int o = 1 - s;
        GameClock c = copy();
        long elapsed = used + now - since;
        Period p = control.period(period[s]);
        c.settle(s, now);
        if (c.remaining[s] > 0) {
            switch (p.bonus()) {
                case INCREMENT -> c.remaining[s] += p.bonusMillis();
                case BRONSTEIN -> c.remaining[s] += Math.min(elapsed, p.bonusMillis());
                case SANDGLASS -> c.remaining[o] += elapsed;
                case NONE, DELAY -> {
                }
            }
            c.movesInPeriod[s]++;
            if (!p.coversRest() && c.movesInPeriod[s] == p.moves() && control.hasPeriodAfter(period[s])) {
                c.period[s]++;
                c.movesInPeriod[s] = 0;
                c.remaining[s] += control.period(c.period[s]).baseMillis();
            }
        }
        c.running = running.opposite();
        c.since = now;
        c.used = 0;
        return c;
    }

    /** The arbiter stops the clocks at {@code now} (nothing changes if none runs). */
    public GameClock pause(long now) {
        if (running == null) {
            return this;
        }
        GameClock c = copy();
        c.recordFlags(now);
        c.used = used + now - since;
        c.paused = running;
        c.running = null;
        c.since = now;
        return c;
    }

    /** The arbiter restarts, at {@code now}, the clock that was running before the pause. */
    public GameClock resume(long now) {
        if (paused == null) {
            throw new IllegalStateException("the clock is not paused");
        }
        GameClock c = copy();
        c.running = paused;
        c.paused = null;
        c.since = now;
        return c;
    }

    /**
     * The arbiter adds ({@code deltaMillis > 0}) or takes time from {@code side} at {@code now} (FIDE 2018 12.9.2,
     * 12.9.3, 7.5.5, 9.5.3; FIDE 2000 13.4(b), (c), 7.4(b), 9.5). A flag raised again by added time is no
     * longer down.
     */
    public GameClock adjust(Side side, long deltaMillis, long now) {
        GameClock c = copy();
        c.recordFlags(now);
        c.remaining[side.ordinal()] += deltaMillis;
        if (c.timeLeft(side.ordinal(), now) > 0) {
            c.flagAt[side.ordinal()] = NO_FLAG;
        }
        c.recordFlags(now);
        return c;
    }

    /** The arbiter sets the face of {@code side} to {@code millis} at {@code now} (FIDE 2018 6.10.1, 6.10.2). */
    public GameClock setFace(Side side, long millis, long now) {
        return adjust(side, millis - timeLeft(side.ordinal(), now), now);
    }

    /**
     * The arbiter corrects the move counter of {@code side}: it has completed {@code moves} moves (FIDE 2018 7.1,
     * 6.10.2; FIDE 2000 6.14). The period follows from the count; the faces do not change ({@link #setFace}).
     */
    public GameClock correctMoves(Side side, int moves) {
        if (moves < 0) {
            throw new IllegalArgumentException("a move count is not negative");
        }
        GameClock c = copy();
        c.count(side.ordinal(), moves);
        return c;
    }

    /**
     * This clock set for another control, keeping the faces and the moves made (FIDE 2018 III.4: the clocks
     * set to an increment mode); the periods follow from the moves made.
     */
    public GameClock withControl(TimeControl next) {
        GameClock c = copy();
        c.control = next;
        for (Side side : Side.values()) {
            c.count(side.ordinal(), movesCompleted(side));
        }
        return c;
    }

    /** The time {@code side} has left at {@code now} (never negative). */
    public long remaining(Side side, long now) {
        return Math.max(0, timeLeft(side.ordinal(), now));
    }

    /** The side whose flag has fallen at {@code now} (6.9), if any; the first to fall if both did. */
    public Optional<Side> flagged(long now) {
        Side first = null;
        for (Side s : Side.values()) {
            OptionalLong at = flagFellAt(s, now);
            if (at.isPresent() && (first == null || at.getAsLong() < flagFellAt(first, now).getAsLong())) {
                first = s;
            }
        }
        return Optional.ofNullable(first);
    }

    /** Whether both flags are down at {@code now}. */
    public boolean bothFlagged(long now) {
        return timeLeft(0, now) <= 0 && timeLeft(1, now) <= 0;
    }

    /** When the flag of {@code side} fell, if it is down at {@code now}. */
    public OptionalLong flagFellAt(Side side, long now) {
        int s = side.ordinal();
        if (timeLeft(s, now) > 0) {
            return OptionalLong.empty();
        }
        return OptionalLong.of(flagAt[s] != NO_FLAG ? flagAt[s] : running == side ? fallMoment(s) : now);
    }

    /** The moves {@code side} has completed. */
    public int movesCompleted(Side side) {
        int s = side.ordinal();
        int moves = movesInPeriod[s];
        for (int i = 0; i < period[s]; i++) {
            moves += control.period(i).moves();
        }
        return moves;
    }

    /** The number of the period {@code side} plays in (0 = the first). */
    public int period(Side side) {
        return period[side.ordinal()];
    }

    /** The moves {@code side} has completed in its current period. */
    public int movesInPeriod(Side side) {
        return movesInPeriod[side.ordinal()];
    }

    /** Whether {@code side} plays the final period, where all the remaining moves are made (FIDE 2018 III.1). */
    public boolean inFinalPeriod(Side side) {
        return control.isFinalPeriod(period[side.ordinal()]);
    }

    private void count(int s, int moves) {
        int index = 0;
        int left = moves;
        while (!control.period(index).coversRest() && left >= control.period(index).moves() && control.hasPeriodAfter(index)) {
            left -= control.period(index).moves();
            index++;
        }
        period[s] = index;
        movesInPeriod[s] = left;
    }

    /** The running side's face at {@code now} becomes its remaining time; its flag is recorded. */
    private void settle(int s, long now) {
        recordFlags(now);
        remaining[s] = timeLeft(s, now);
    }

    private void recordFlags(long now) {
        for (Side side : Side.values()) {
            int s = side.ordinal();
            if (flagAt[s] == NO_FLAG && timeLeft(s, now) <= 0) {
                flagAt[s] = running == side ? fallMoment(s) : now;
            }
        }
    }

    /** When the running side's face reached (or will reach) zero. */
    private long fallMoment(int s) {
        Period p = control.period(period[s]);
        long delay = p.bonus() == Period.Bonus.DELAY ? p.bonusMillis() : 0;
        return remaining[s] <= 0 ? since : since + remaining[s] + delay - used;
    }

    private long timeLeft(int s, long now) {
        Side mover = running != null ? running : paused;
        if (mover == null) {
            return remaining[s];
        }
        long elapsed = used + (running != null ? now - since : 0);
        if (mover.ordinal() != s) {
            return control.isSandglass() ? remaining[s] + elapsed : remaining[s];
        }
        Period p = control.period(period[s]);
        return p.bonus() == Period.Bonus.DELAY ? remaining[s] - Math.max(0, elapsed - p.bonusMillis()) : remaining[s] - elapsed;
    }
}
