package org.chessarbiter.rules.clock;

import static org.chessarbiter.rules.clock.Decisions.MINUTE;
import static org.chessarbiter.rules.clock.Decisions.clockText;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.chessarbiter.rules.Enforcement;
import org.chessarbiter.rules.LawArticle;
import org.chessarbiter.rules.LawEdition;
import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.Side;

/**
 * The clock under the FIDE Laws of Chess 2000 (part 1 of the 000 seed): flag 6.10 (draw when the opponent
 * cannot mate), lateness 6.7 (one hour unless the regulations say otherwise; 6.6: both absent, White's clock
 * runs), two minutes to the opponent for each of the first two illegal moves and the third loses (7.4(b)), the
 * incorrect claim of 9.5(a) (three minutes to the opponent, the claimant's time cut), both flags 6.12 / 10.3,
 * the quickplay finish of Art. 10, rapid (Appendix B: 15 to 60 minutes; both flags B8) and blitz (Appendix C:
 * under 15 minutes; the first illegal move loses on a claim, C3; no Art. 10.2, C4), adjourned games Appendix A.
 */
public final class Fide2000ClockLaw extends FideClockLaw {

    @Override
    public LawEdition edition() {
        return LawEdition.FIDE_2000;
    }

    @Override
    String number(Role role) {
        return switch (role) {
            case CHECKMATE -> "5.1";
            case FLAG -> "6.10";
            case FLAG_RAPID -> "B7";
            case ILLEGAL -> "7.4(b)";
            case ILLEGAL_RAPID -> "B2";
            case ILLEGAL_BLITZ, BLITZ_PENALTY -> "C3";
            case WRONG_CLAIM -> "9.5(a)";
            case DEFAULT_TIME -> "6.7";
            case QUICKPLAY_FINISH -> "10.1";
            case QUICKPLAY_CLAIM, INCREMENT_REQUEST -> "10.2";
            case QUICKPLAY_DRAW -> "10.2(a)";
            case QUICKPLAY_POSTPONED -> "10.2(b)";
            case QUICKPLAY_REJECTED -> "10.2(c)";
            case QUICKPLAY_SCOPE -> "C4";
            case SEAL -> "A.1(a)";
            case SEAL_EARLY -> "A.1(b)";
            case SEALED_FAULT -> "A.8";
            case SEALED_MADE -> "A.9(a)";
            case ADD_TIME -> "13.4(b)";
            case TAKE_TIME -> "13.4(c)";
            case SET_FACE -> "6.11";
            case MOVE_COUNTER -> "6.14";
            case THREEFOLD -> "9.2";
            case FIFTY_MOVES -> "9.3";
            case SANCTIONS -> "13.4";
            case FLAG_OBSERVED -> "6.9";
            case RESUMPTION_LATE -> "A.10";
            case RESUMPTION_CHARGE -> "A.9(b)";
        };
    }

    /** 13.4(a) to (f) (the warning of (a) is "nhắc nhở"); no announced penalty, exclusion or expulsion. */
    @Override
    Optional<String> sanctionNumber(Sanction sanction) {
        return switch (sanction) {
            case REMINDER, WARNING -> Optional.of("13.4(a)");
            case TIME_TO_OPPONENT -> Optional.of("13.4(b)");
            case TIME_FROM_OFFENDER -> Optional.of("13.4(c)");
            case GAME_LOST -> Optional.of("13.4(d)");
            case POINTS_FROM_OFFENDER -> Optional.of("13.4(e)");
            case POINTS_TO_OPPONENT -> Optional.of("13.4(f)");
            case PENALTY_ANNOUNCED, EXCLUSION, EXPULSION -> Optional.empty();
        };
    }

    /**
     * B5(b) (C2 for blitz): in rapid and blitz a player loses the right to claim an illegal move once he has touched a
     * piece, his next move made being later still. The 2000 Laws have no choice of A.3 / A.4.
     */
    @Override
    public Optional<Decision> illegalMoveStands(Side offender, GameClass gameClass, Supervision supervision) {
        if (gameClass == GameClass.STANDARD) {
            return Optional.empty();
        }
        List<LawArticle> a = gameClass == GameClass.BLITZ ? Decisions.articles(this, "B5(b)", "C2") : Decisions.articles(this, "B5(b)");
        return Optional.of(Decisions.note("illegal.stands", a, side(offender), side(offender.opposite())));
    }

    /** 7.4(b): the third illegal move loses; blitz C3: the first, on the opponent's claim. */
    @Override
    int losingIllegalMove(GameClass gameClass) {
        return gameClass == GameClass.BLITZ ? 1 : 3;
    }

    /** C3: a draw when the opponent cannot mate; 7.4(b) has no such exception. */
    @Override
    boolean illegalMoveDrawsWithoutMate(GameClass gameClass) {
        return gameClass == GameClass.BLITZ;
    }

    /** 7.4(b) and 9.5(a) are applied in rapid and blitz too (B2, C2): the blitz minute of 2018 B.2 does not exist. */
    @Override
    long penalty(GameClass gameClass) {
        return 2 * MINUTE;
    }

    @Override
    Duration lawDefaultTime() {
        return Duration.ofHours(1);
    }

    /** A.10: more than one hour after the resumption loses (the text names the hour, not the regulations). */
    @Override
    Duration resumptionDefaultTime(Optional<Duration> regulations) {
        return Duration.ofHours(1);
    }

    @Override
    boolean incrementExcludesQuickplay() {
        return false;
    }

    /**
     * Blitz: less than 15 minutes (C1); rapid: 15 to 60 minutes (B1); else standard. Interpretation: the 2000
     * appendices speak of a fixed time; a control with an increment is measured like 2018 A.1, by the time for
     * 60 moves.
     */
    @Override
    public Classification classify(TimeControl control) {
        long t = control.timeForMoves(60);
        if (t < 15 * MINUTE) {
            return new Classification(GameClass.BLITZ, edition().article("C1"), t);
        }
        return new Classification(t <= 60 * MINUTE ? GameClass.RAPID : GameClass.STANDARD, edition().article("B1"), t);
    }

    /**
     * 9.5(a): three minutes to the opponent; the claimant with more than two minutes loses half of them, at most
     * three minutes; with more than one and less than two minutes he keeps one minute; with less, nothing changes.
     * Exactly two minutes: half is one minute, the same as the one-minute rule.
     */
    @Override
    public Decision wrongClaim(Side claimant, long claimantLeftMillis, GameClass gameClass) {
        List<LawArticle> a = cite(Role.WRONG_CLAIM);
        long cut;
        if (claimantLeftMillis > 2 * MINUTE) {
            cut = Math.min(claimantLeftMillis / 2, 3 * MINUTE);
        } else if (claimantLeftMillis > MINUTE) {
            cut = claimantLeftMillis - MINUTE;
        } else {
            cut = 0;
        }
        long bonus = 3 * MINUTE;
        return Decisions.time("wrongClaim.time2000", a,
                List.of(new TimeChange(claimant.opposite(), bonus), new TimeChange(claimant, -cut)), side(claimant),
                clockText(bonus), side(claimant.opposite()), clockText(claimantLeftMillis - cut));
    }

    /**
     * The first flag decides when it is known (6.10). Otherwise: rapid and blitz, a draw (B8, C2); standard, the
     * game goes on (6.12) unless the flags fell in the quickplay finish (draw, 10.3).
     */
    @Override
    public Decision bothFlags(Optional<Side> first, boolean finalPeriod, GameClass gameClass, MatePossibility mate) {
        if (first.isPresent()) {
            return flagFall(first.get(), false, gameClass, mate);
        }
        if (gameClass != GameClass.STANDARD || finalPeriod) {
            List<LawArticle> a = List.of(edition().article(gameClass != GameClass.STANDARD ? "B8" : "10.3"));
            return Decisions.ends("bothFlags.draw", a, Outcome.draw(ClockTermination.BOTH_FLAGS, Enforcement.ADJUDICATED, a.get(0)));
        }
        return Decisions.note("bothFlags.continue", List.of(edition().article("6.12")));
    }

    /** The 2000 Laws know no increment request: a player short of time claims under 10.2. */
    @Override
    public Decision incrementRequest(Side requester, long leftMillis, boolean finalPeriod, TimeControl control,
            GameClass gameClass, boolean opponentAcceptsDraw, boolean arbiterAgrees) {
        return Decisions.note("increment.notInLaw", cite(Role.QUICKPLAY_CLAIM), side(requester), clockText(leftMillis));
    }
}
