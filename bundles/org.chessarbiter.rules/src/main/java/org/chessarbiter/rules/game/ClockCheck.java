package org.chessarbiter.rules.game;

import static org.chessarbiter.rules.game.GameIssueCodes.CLOCK_READING;
import static org.chessarbiter.rules.game.GameIssueCodes.TIME_EXCEEDED;

import java.util.List;
import org.chessarbiter.rules.LawArticle;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.Severity;
import org.chessarbiter.rules.clock.Period;
import org.chessarbiter.rules.clock.TimeControl;

/**
 * Clock readings of the main line ({@code [%clk]}, {@code [%emt]} in the comment after a move) against
 * the time control (FIDE 2018 6.3.1; Luật cờ Tướng 2004 Điều 10.1.2, e.g. 25 moves in the first 60
 * minutes): a reading of more time than the player can have (the period's time, the increments or
 * delays, the next period's time once the period's moves are made, the time the incident log says the
 * arbiter added or set) is an error; a player whose time ran out before making the period's moves while
 * play went on gets a warning where a flag falls only once seen (FIDE 2018 6.8, 6.9), an error where the
 * time itself decides (Luật cờ Tướng 2004 Điều 7.1d, 10.1.2 "không đi đủ 25 nước bị xử thua").
 *
 * <p>Interpretation: readings are rounded to the second, so one second of slack is allowed; a reading
 * of 0:00:00 on the move that completes the period's moves meets the control.
 */
final class ClockCheck<P extends Position<P, M>, M extends Move> {
    /** Slack for readings rounded to the second. */
    static final long SLACK_MILLIS = 1000;

    private final GameReplay<P, M> replay;
    private TimeControl control;
    private final LawArticle article;
    private final List<ClockAdjustment> adjustments;
    private final Severity timeExceeded;
    private final MainLineClocks clocks;

    /** What is known of one side's clock. */
    private static final class SideClock {
        int period;
        int moves;
        long bound;
        boolean flagged;
    }

    /**
     * {@code adjustments}: the time the incident log says the arbiter added, took or set; {@code timeExceeded}: the
     * severity of play after the time ran out (a warning where a flag falls only once seen, FIDE 2018 6.8; an
     * error where the time itself decides, Luật cờ Tướng 2004 Điều 7.1d, 10.1.2).
     */
    ClockCheck(GameReplay<P, M> replay, TimeControl control, LawArticle article, List<ClockAdjustment> adjustments,
            Severity timeExceeded, MainLineClocks clocks) {
        this.clocks = clocks;
        this.replay = replay;
        this.control = control;
        this.article = article;
        this.adjustments = adjustments;
        this.timeExceeded = timeExceeded;
    }

    void check() {
        if (control.isSandglass()) {
            return; // a sandglass face depends on both players' readings: not checked
        }
        List<ReplayedMove<P, M>> played = replay.mainLine();
        List<WrittenNode> line = replay.mainLineNodes();
        SideClock[] sides = {new SideClock(), new SideClock()};
        for (SideClock s : sides) {
            s.bound = control.periods().get(0).baseMillis();
        }
        for (int i = 0; i < line.size(); i++) {
            for (int k = 0; k < adjustments.size(); k++) { // indexes, here and below: no iterator at every move
                ClockAdjustment a = adjustments.get(k);
                if (a.ply() == i && a.control().isPresent()) {
                    control = a.control().get(); // the clocks set to a new control (FIDE 2018 III.4): the faces stay
                    for (SideClock s : sides) {
                        s.period = 0;
                        s.moves = 0;
                    }
                } else if (a.ply() == i) {
                    SideClock adjusted = sides[a.side().ordinal()];
                    adjusted.bound = a.face() ? a.millis() : adjusted.bound + a.millis();
                }
            }
            WrittenNode node = line.get(i);
            SideClock s = sides[played.get(i).before().turn().ordinal()];
            Period period = control.period(s.period);
            long clk = clocks.clk(i); // the first reading of each kind, -1 when none (a reading is never negative)
            long emt = clocks.emt(i);
            Token at = clocks.readingAt(i) != null ? clocks.readingAt(i) : node.move();
            long bound = s.bound - (emt >= 0 ? emt : 0) + (period.bonus() == Period.Bonus.NONE ? 0 : period.bonusMillis());
            s.moves++;
            boolean periodDone = period.moves() > 0 && s.moves == period.moves();
            if (clk >= 0 && clk > bound + SLACK_MILLIS) {
                replay.add(Findings.error(CheckCost.NORMAL, CLOCK_READING, ProblemKind.INCONSISTENT, at, Findings.message("clockReading",
                        ClockReadings.format(clk), ClockReadings.format(bound), article.citation()), List.of()));
            }
            long left = clk >= 0 ? Math.min(bound, clk) : bound;
            boolean known = clk >= 0 || emt >= 0;
            if (known && left <= 0 && !periodDone && !s.flagged && i + 1 < line.size()) {
                s.flagged = true;
                Message m = Findings.message("timeExceeded", s.moves, period.moves() > 0 ? period.moves() : s.moves, article.citation());
                replay.add(timeExceeded == Severity.ERROR
                        ? Findings.error(CheckCost.NORMAL, TIME_EXCEEDED, ProblemKind.INCONSISTENT, at, m, List.of())
                        : Findings.warning(CheckCost.NORMAL, TIME_EXCEEDED, ProblemKind.INCONSISTENT, at, m, List.of()));
            }
            s.bound = left;
            if (periodDone && control.hasPeriodAfter(s.period)) {
                s.period++;
                s.moves = 0;
                s.bound += control.period(s.period).baseMillis();
            }
        }
    }
}
