package org.chessarbiter.rules.clock;

import static org.chessarbiter.rules.clock.Decisions.MINUTE;
import static org.chessarbiter.rules.clock.Decisions.add;
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
 * The clock under the FIDE Laws of Chess 2018: flag 6.9 (draw when the opponent cannot mate), default time
 * 6.7.1 (none unless the regulations say), the first illegal move gives the opponent two minutes and the second
 * loses (7.5.5; one minute in blitz, B.2), an incorrect claim gives two minutes (9.5.3), rapid A.1 and blitz B.1
 * (the time for 60 moves), Guideline III for games without increment (both flags III.3.1, the increment request
 * III.4, the claim III.5) and the adjourned games of Guideline I.
 */
public final class Fide2018ClockLaw extends FideClockLaw {

    @Override
    public LawEdition edition() {
        return LawEdition.FIDE_2018;
    }

    @Override
    String number(Role role) {
        return switch (role) {
            case CHECKMATE -> "5.1.1";
            case FLAG -> "6.9";
            case FLAG_RAPID -> "A.4.3";
            case ILLEGAL, ILLEGAL_BLITZ -> "7.5.5";
            case ILLEGAL_RAPID -> "A.4.2";
            case BLITZ_PENALTY -> "B.2";
            case WRONG_CLAIM -> "9.5.3";
            case DEFAULT_TIME -> "6.7.1";
            case QUICKPLAY_FINISH -> "III.1";
            case QUICKPLAY_CLAIM -> "III.5";
            case INCREMENT_REQUEST -> "III.4";
            case QUICKPLAY_DRAW -> "III.5.1";
            case QUICKPLAY_POSTPONED -> "III.5.2";
            case QUICKPLAY_REJECTED -> "III.5.3";
            case QUICKPLAY_SCOPE -> "III.2.2";
            case SEAL -> "I.1.1";
            case SEAL_EARLY -> "I.1.2";
            case SEALED_FAULT -> "I.8";
            case SEALED_MADE -> "I.9.1";
            case ADD_TIME -> "12.9.2";
            case TAKE_TIME -> "12.9.3";
            case SET_FACE -> "6.10.2";
            case MOVE_COUNTER -> "7.1";
            case THREEFOLD -> "9.2.1";
            case FIFTY_MOVES -> "9.3";
            case SANCTIONS -> "12.9";
            case FLAG_OBSERVED -> "6.8";
            case RESUMPTION_LATE -> "I.10";
            case RESUMPTION_CHARGE -> "I.9.2";
        };
    }

    /** 12.9.1 to 12.9.9; a reminder is the warning of 12.9.1 (the 2018 Laws have one). */
    @Override
    Optional<String> sanctionNumber(Sanction sanction) {
        return Optional.of(switch (sanction) {
            case REMINDER, WARNING -> "12.9.1";
            case TIME_TO_OPPONENT -> "12.9.2";
            case TIME_FROM_OFFENDER -> "12.9.3";
            case POINTS_TO_OPPONENT -> "12.9.4";
            case POINTS_FROM_OFFENDER -> "12.9.5";
            case GAME_LOST -> "12.9.6";
            case PENALTY_ANNOUNCED -> "12.9.7";
            case EXCLUSION -> "12.9.8";
            case EXPULSION -> "12.9.9";
        });
    }

    @Override
    int losingIllegalMove(GameClass gameClass) {
        return 2;
    }

    @Override
    boolean illegalMoveDrawsWithoutMate(GameClass gameClass) {
        return true;
    }

    @Override
    Duration lawDefaultTime() {
        return Duration.ZERO;
    }

    /** I.10: the default time of the event (6.7.1: zero unless the regulations say). */
    @Override
    Duration resumptionDefaultTime(Optional<Duration> regulations) {
        return defaultTime(regulations);
    }

    @Override
    boolean incrementExcludesQuickplay() {
        return true;
    }

    /** Blitz: 10 minutes or less for 60 moves (B.1); rapid: more than 10 and less than 60 (A.1); else standard. */
    @Override
    public Classification classify(TimeControl control) {
        long t = control.timeForMoves(60);
        if (t <= 10 * MINUTE) {
            return new Classification(GameClass.BLITZ, edition().article("B.1"), t);
        }
        return new Classification(t < 60 * MINUTE ? GameClass.RAPID : GameClass.STANDARD, edition().article("A.1"), t);
    }

    /** A.3: a rapid game under the Competition Rules is judged as standard; B.3 blitz keeps B.2. */
    @Override
    public GameClass rulesClass(GameClass gameClass, Supervision supervision) {
        return gameClass == GameClass.RAPID && supervision == Supervision.COMPETITION_RULES ? GameClass.STANDARD : gameClass;
    }

    /** A.4.2 (B.4 for blitz): once the opponent has made his next move, an illegal move the arbiter did not act on stands. */
    @Override
    public Optional<Decision> illegalMoveStands(Side offender, GameClass gameClass, Supervision supervision) {
        if (gameClass == GameClass.STANDARD || supervision == Supervision.COMPETITION_RULES) {
            return Optional.empty();
        }
        List<LawArticle> a = gameClass == GameClass.BLITZ ? Decisions.articles(this, "A.4.2", "B.4") : Decisions.articles(this, "A.4.2");
        return Optional.of(Decisions.note("illegal.stands", a, side(offender), side(offender.opposite())));
    }

    @Override
    public Decision wrongClaim(Side claimant, long claimantLeftMillis, GameClass gameClass) {
        List<LawArticle> a = gameClass == GameClass.BLITZ ? cite(Role.WRONG_CLAIM, Role.BLITZ_PENALTY) : cite(Role.WRONG_CLAIM);
        long bonus = penalty(gameClass);
        return Decisions.time("wrongClaim.time", a, add(claimant.opposite(), bonus), side(claimant), clockText(bonus),
                side(claimant.opposite()));
    }

    /**
     * The first flag decides when it is known (6.9); otherwise III.3.1: the game goes on, unless the flags fell
     * in the final period (draw). Interpretation: III.3.1 is applied also where Guideline III was not announced,
     * the Laws saying nothing else about two flags whose order is unknown.
     */
    @Override
    public Decision bothFlags(Optional<Side> first, boolean finalPeriod, GameClass gameClass, MatePossibility mate) {
        if (first.isPresent()) {
            return flagFall(first.get(), false, gameClass, mate);
        }
        if (finalPeriod) {
            List<LawArticle> a = List.of(edition().article("III.3.1.2"));
            return Decisions.ends("bothFlags.draw", a, Outcome.draw(ClockTermination.BOTH_FLAGS, Enforcement.ADJUDICATED, a.get(0)));
        }
        return Decisions.note("bothFlags.continue", List.of(edition().article("III.3.1.1")));
    }

    @Override
    public Decision incrementRequest(Side requester, long leftMillis, boolean finalPeriod, TimeControl control,
            GameClass gameClass, boolean opponentAcceptsDraw, boolean arbiterAgrees) {
        Optional<Decision> refused = quickplayRefused(requester, leftMillis, finalPeriod, control, gameClass, Role.INCREMENT_REQUEST);
        if (refused.isPresent()) {
            return refused.get();
        }
        List<LawArticle> a = cite(Role.INCREMENT_REQUEST);
        Side opponent = requester.opposite();
        if (opponentAcceptsDraw) {
            return Decisions.ends("increment.draw", a,
                    Outcome.draw(ClockTermination.QUICKPLAY_FINISH, Enforcement.ADJUDICATED, a.get(0)), side(requester), side(opponent));
        }
        if (!arbiterAgrees) {
            return Decisions.note("increment.refused", a, side(requester));
        }
        long bonus = 2 * MINUTE;
        TimeControl fiveSeconds = TimeControl.suddenDeath(Period.rest(0).with(Period.Bonus.INCREMENT, 5_000));
        return new Decision(Decisions.message("increment.set", a, side(requester), side(opponent), clockText(bonus)), a,
                add(opponent, bonus), Optional.empty(), Optional.of(fiveSeconds));
    }
}
