package org.chessarbiter.rules.clock;

import static org.chessarbiter.rules.clock.Decisions.MINUTE;
import static org.chessarbiter.rules.clock.Decisions.add;
import static org.chessarbiter.rules.clock.Decisions.clockText;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chessarbiter.rules.Enforcement;
import org.chessarbiter.rules.LawArticle;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.StandardTermination;

/**
 * What the FIDE Laws of Chess 2000 and 2018 share about the clock; each edition names its articles
 * ({@link #number}) and says where they differ (illegal-move counts, incorrect claims, both flags,
 * classes, the increment request).
 */
abstract class FideClockLaw implements ClockLaw {

    /** The parts of the law a verdict cites; each edition gives their numbers. */
    enum Role {
        CHECKMATE, FLAG, FLAG_RAPID, ILLEGAL, ILLEGAL_RAPID, ILLEGAL_BLITZ, BLITZ_PENALTY, WRONG_CLAIM, DEFAULT_TIME,
        QUICKPLAY_FINISH, QUICKPLAY_CLAIM, INCREMENT_REQUEST, QUICKPLAY_DRAW, QUICKPLAY_POSTPONED, QUICKPLAY_REJECTED, QUICKPLAY_SCOPE,
        SEAL, SEAL_EARLY, SEALED_FAULT, SEALED_MADE, ADD_TIME, TAKE_TIME, SET_FACE, MOVE_COUNTER, THREEFOLD, FIFTY_MOVES,
        SANCTIONS, FLAG_OBSERVED, RESUMPTION_LATE, RESUMPTION_CHARGE
    }

    /** The article number of {@code role} in this edition. */
    abstract String number(Role role);

    /** The article number of {@code sanction} in this edition's list, empty when it has none. */
    abstract Optional<String> sanctionNumber(Sanction sanction);

    @Override
    public Optional<LawArticle> sanctionArticle(Sanction sanction) {
        return sanctionNumber(sanction).map(edition()::article);
    }

    @Override
    public LawArticle sanctionsArticle() {
        return edition().article(number(Role.SANCTIONS));
    }

    /** The illegal move (1 = the first) that loses the game in {@code gameClass}. */
    abstract int losingIllegalMove(GameClass gameClass);

    /** Whether a losing illegal move is a draw when the opponent cannot mate (2018 7.5.5; 2000 C3). */
    abstract boolean illegalMoveDrawsWithoutMate(GameClass gameClass);

    /** The lateness allowed when the regulations say nothing (2018 6.7.1: none; 2000 6.7: one hour). */
    abstract Duration lawDefaultTime();

    /** The time the opponent gets for an illegal move, an incorrect claim or a quickplay claim. */
    long penalty(GameClass gameClass) {
        return gameClass == GameClass.BLITZ ? MINUTE : 2 * MINUTE;
    }

    /** The articles of {@code roles}. */
    List<LawArticle> cite(Role... roles) {
        List<LawArticle> a = new ArrayList<>();
        for (Role r : roles) {
            LawArticle article = edition().article(number(r));
            if (!a.contains(article)) {
                a.add(article);
            }
        }
        return a;
    }

    @Override
    public Message side(Side side) {
        return Message.of(Outcome.class, "side." + side.name());
    }

    @Override
    public Decision illegalMove(Side offender, int count, GameClass gameClass, MatePossibility mate) {
        List<LawArticle> articles = switch (gameClass) {
            case STANDARD -> cite(Role.ILLEGAL);
            case RAPID -> cite(Role.ILLEGAL, Role.ILLEGAL_RAPID);
            case BLITZ -> cite(Role.ILLEGAL_BLITZ, Role.BLITZ_PENALTY);
        };
        Side opponent = offender.opposite();
        if (count < losingIllegalMove(gameClass)) {
            return Decisions.time("illegal.time", articles, add(opponent, penalty(gameClass)), side(offender), count,
                    clockText(penalty(gameClass)), side(opponent));
        }
        if (illegalMoveDrawsWithoutMate(gameClass) && !mate.canMate(opponent)) {
            return Decisions.ends("illegal.draw", articles,
                    Outcome.draw(ClockTermination.ILLEGAL_MOVES, Enforcement.ADJUDICATED, articles.get(0)), side(offender),
                    count, side(opponent));
        }
        return Decisions.ends("illegal.loss", articles,
                Outcome.win(opponent, ClockTermination.ILLEGAL_MOVES, Enforcement.ADJUDICATED, articles.get(0)),
                side(offender), count, side(opponent));
    }

    @Override
    public Decision flagFall(Side flagged, boolean mateOnBoard, GameClass gameClass, MatePossibility mate) {
        Side opponent = flagged.opposite();
        if (mateOnBoard) {
            List<LawArticle> articles = cite(Role.CHECKMATE, Role.FLAG);
            return Decisions.ends("flag.mateStands", articles,
                    Outcome.win(flagged, StandardTermination.CHECKMATE, Enforcement.AUTOMATIC, articles.get(0)), side(flagged));
        }
        List<LawArticle> articles = gameClass == GameClass.STANDARD ? cite(Role.FLAG) : cite(Role.FLAG, Role.FLAG_RAPID);
        if (!mate.canMate(opponent)) {
            return Decisions.ends("flag.draw", articles,
                    Outcome.draw(StandardTermination.FLAG_FALL, Enforcement.AUTOMATIC, articles.get(0)), side(flagged),
                    side(opponent));
        }
        return Decisions.ends("flag.loss", articles,
                Outcome.win(opponent, StandardTermination.FLAG_FALL, Enforcement.AUTOMATIC, articles.get(0)), side(flagged),
                side(opponent));
    }

    @Override
    public Duration defaultTime(Optional<Duration> regulations) {
        return regulations.orElse(lawDefaultTime());
    }

    @Override
    public Decision arrival(Side player, long lateMillis, Optional<Duration> regulations) {
        return Decisions.arrival(this, player, lateMillis, defaultTime(regulations), cite(Role.DEFAULT_TIME));
    }

    /** The lateness allowed at the resumption of an adjourned game (2018 I.10: the default time; 2000 A.10: one hour). */
    abstract Duration resumptionDefaultTime(Optional<Duration> regulations);

    /**
     * 2018 I.10 (2000 A.10): the sealed move's result stands; later than the default time loses; in time, the late
     * player's clock ran (2018 I.9.2, I.11; 2000 A.9(b); interpretation: the sealer too, whose clock the opponent may
     * start, 2018 I.9.3; 2000 A.9(c)).
     */
    @Override
    public Decision resumptionArrival(Side player, long lateMillis, Optional<Duration> regulations, Side sealer,
            Optional<Outcome> sealedMoveResult) {
        List<LawArticle> late = cite(Role.RESUMPTION_LATE);
        return Decisions.resumption(this, player, lateMillis, resumptionDefaultTime(regulations), sealedMoveResult, late, late, true,
                cite(Role.RESUMPTION_CHARGE));
    }

    @Override
    public Decision quickplayClaim(Side claimant, long leftMillis, boolean finalPeriod, TimeControl control,
            GameClass gameClass, QuickplayFinding finding) {
        Optional<Decision> refused = quickplayRefused(claimant, leftMillis, finalPeriod, control, gameClass, Role.QUICKPLAY_CLAIM);
        if (refused.isPresent()) {
            return refused.get();
        }
        Side opponent = claimant.opposite();
        long bonus = 2 * MINUTE;
        return switch (finding) {
            case DRAW -> {
                List<LawArticle> a = cite(Role.QUICKPLAY_DRAW);
                yield Decisions.ends("quickplay.draw", a,
                        Outcome.draw(ClockTermination.QUICKPLAY_FINISH, Enforcement.ADJUDICATED, a.get(0)), side(claimant));
            }
            case POSTPONED -> Decisions.time("quickplay.postponed", cite(Role.QUICKPLAY_POSTPONED), add(opponent, bonus),
                    side(claimant), clockText(bonus), side(opponent));
            case REJECTED -> Decisions.time("quickplay.rejected", cite(Role.QUICKPLAY_REJECTED), add(opponent, bonus),
                    side(claimant), clockText(bonus), side(opponent));
        };
    }

    /**
     * Why a quickplay claim or request of {@code who} cannot be made, if it cannot: two minutes or more left,
     * blitz, an increment (2018 III.2.2), or not yet the final period (the quickplay finish, 2018 III.1; 2000 10.1).
     */
    Optional<Decision> quickplayRefused(Side who, long leftMillis, boolean finalPeriod, TimeControl control,
            GameClass gameClass, Role claim) {
        String reason = null;
        Role article = claim;
        if (gameClass == GameClass.BLITZ || (control.hasBonus() && incrementExcludesQuickplay())) {
            reason = gameClass == GameClass.BLITZ ? "quickplay.reason.blitz" : "quickplay.reason.increment";
            article = Role.QUICKPLAY_SCOPE;
        } else if (!finalPeriod) {
            reason = "quickplay.reason.notFinal";
            article = Role.QUICKPLAY_FINISH;
        } else if (leftMillis >= 2 * MINUTE) {
            reason = "quickplay.reason.time";
        }
        if (reason == null) {
            return Optional.empty();
        }
        Message why = Message.of(ClockLaw.class, reason, side(who), clockText(leftMillis));
        return Optional.of(Decisions.note("quickplay.refused", cite(article), side(who), why));
    }

    /** Whether a control with an increment or delay has no quickplay finish (2018 III.2.2). */
    abstract boolean incrementExcludesQuickplay();

    @Override
    public Decision seal(Side sealer, long chargedMillis) {
        if (chargedMillis > 0) {
            return Decisions.time("seal.early", cite(Role.SEAL_EARLY), add(sealer, -chargedMillis), side(sealer),
                    clockText(chargedMillis));
        }
        return Decisions.note("seal.sealed", cite(Role.SEAL), side(sealer));
    }

    @Override
    public Decision sealedMove(Side sealer, SealedMoveReading reading) {
        if (reading == SealedMoveReading.LEGAL) {
            return Decisions.note("seal.made", cite(Role.SEALED_MADE), side(sealer), side(sealer.opposite()));
        }
        List<LawArticle> a = cite(Role.SEALED_FAULT);
        return Decisions.ends("seal.loss", a,
                Outcome.win(sealer.opposite(), ClockTermination.SEALED_MOVE, Enforcement.ADJUDICATED, a.get(0)), side(sealer),
                reading.message(), side(sealer.opposite()));
    }

    @Override
    public boolean keepsFaultLedger() {
        return false;
    }

    /** The FIDE Laws count no faults: the arbiter chooses among the penalties of 2018 12.9 (2000 13.4). */
    @Override
    public Decision fault(Side offender, FaultKind kind, int count) {
        return Decisions.note("fault.notInLaw", cite(Role.SANCTIONS), side(offender), kind.message());
    }

    @Override
    public Decision correctClaim(Side claimant, DrawClaim claim) {
        List<LawArticle> a = cite(claim == DrawClaim.THREEFOLD ? Role.THREEFOLD : Role.FIFTY_MOVES);
        return Decisions.ends("claim.draw", a, Outcome.draw(claim == DrawClaim.THREEFOLD
                ? StandardTermination.THREEFOLD_REPETITION : StandardTermination.FIFTY_MOVES, Enforcement.CLAIMABLE, a.get(0)), side(claimant), claim.message());
    }

    @Override
    public Optional<LawArticle> flagNeedsObservation() {
        return Optional.of(edition().article(number(Role.FLAG_OBSERVED)));
    }

    @Override
    public LawArticle article(ArbiterAction action) {
        return edition().article(number(Role.valueOf(action.name())));
    }
}
