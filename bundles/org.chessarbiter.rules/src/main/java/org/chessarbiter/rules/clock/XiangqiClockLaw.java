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
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.StandardTermination;

/**
 * The clock under Luật cờ Tướng 2004 (Đỏ / Đen): the flag loses, with no exception for material (Điều 7.1d,
 * 10.1.1b), even when the player had given mate without pressing the clock (Điều 10.2.4); the move-count
 * controls of Điều 10.1.2 are {@link TimeControl} periods; lateness loses after the 15, 30 or 60 minutes the
 * organisers fix (Điều 10.2.1a, 7.1e); an illegal move is a technical fault and the third fault loses (Điều
 * 16.3a, 7.1n, 20.4 b.9); an incorrect 50-move claim gives the opponent two minutes (Điều 12b); rapid games
 * have 15, 25 or 30 minutes (Điều 10.1.1e); the sealed move of an adjourned game (Điều 10.3, 7.1i). The law
 * has no quickplay finish and no increment request.
 */
public final class XiangqiClockLaw implements ClockLaw {
    /** Luật cờ Tướng 2004; equal (a record) to the edition the xiangqi bundle declares. */
    public static final LawEdition EDITION = new LawEdition("XIANGQI_2004", "Luật cờ Tướng 2004", "001_30777aca9cd836f5.txt");

    /** The lateness allowed when the regulations do not fix it (interpretation: the first of Điều 10.2.1a's three). */
    public static final Duration LAW_DEFAULT_TIME = Duration.ofMinutes(15);

    /** The default times Điều 10.2.1a allows the organisers to choose. */
    public static final List<Duration> DEFAULT_TIMES = List.of(Duration.ofMinutes(15), Duration.ofMinutes(30), Duration.ofMinutes(60));

    /** The technical fault that loses the game (Điều 7.1n). */
    public static final int LOSING_FAULT = 3;

    @Override
    public LawEdition edition() {
        return EDITION;
    }

    @Override
    public Message side(Side side) {
        return Message.of(ClockLaw.class, "side.xiangqi." + side.name());
    }

    private List<LawArticle> cite(String... numbers) {
        return Decisions.articles(this, numbers);
    }

    /**
     * Rapid ("cờ nhanh"): 15, 25 or 30 minutes each (Điều 10.1.1e); interpretation: any control giving at most
     * 30 minutes for 60 moves is rapid, the law having no blitz; the rest is standard (Điều 10.1.1a–d).
     */
    @Override
    public Classification classify(TimeControl control) {
        long t = control.timeForMoves(60);
        return t <= 30 * MINUTE ? new Classification(GameClass.RAPID, EDITION.article("Điều 10.1.1e"), t)
                : new Classification(GameClass.STANDARD, EDITION.article("Điều 10.1.1"), t);
    }

    @Override
    public Decision illegalMove(Side offender, int count, GameClass gameClass, MatePossibility mate) {
        if (count < LOSING_FAULT) {
            return Decisions.note("illegal.fault", cite("Điều 16.3a", "Điều 7.1n"), side(offender), count);
        }
        List<LawArticle> a = cite("Điều 7.1n", "Điều 16.3a", "Điều 20.4 b.9");
        return Decisions.ends("illegal.faultLoss", a,
                Outcome.win(offender.opposite(), ClockTermination.ILLEGAL_MOVES, Enforcement.ADJUDICATED, a.get(0)),
                side(offender), count, side(offender.opposite()));
    }

    @Override
    public Decision wrongClaim(Side claimant, long claimantLeftMillis, GameClass gameClass) {
        long bonus = 2 * MINUTE;
        return Decisions.time("wrongClaim.time", cite("Điều 12b"), add(claimant.opposite(), bonus), side(claimant),
                clockText(bonus), side(claimant.opposite()));
    }

    /** Loses (Điều 7.1d); a mate made before pressing the clock does not save it (Điều 10.2.4). */
    @Override
    public Decision flagFall(Side flagged, boolean mateOnBoard, GameClass gameClass, MatePossibility mate) {
        Side opponent = flagged.opposite();
        if (mateOnBoard) {
            List<LawArticle> a = cite("Điều 10.2.4", "Điều 7.1d");
            return Decisions.ends("flag.mateAfterFlag", a,
                    Outcome.win(opponent, StandardTermination.FLAG_FALL, Enforcement.AUTOMATIC, a.get(0)), side(flagged), side(opponent));
        }
        List<LawArticle> a = cite("Điều 7.1d");
        return Decisions.ends("flag.loss", a, Outcome.win(opponent, StandardTermination.FLAG_FALL, Enforcement.AUTOMATIC, a.get(0)),
                side(flagged), side(opponent));
    }

    /**
     * The side that ran out first loses (Điều 10.1.1b "bên nào hết giờ trước bị xử thua"). Interpretation: when
     * that cannot be told, neither is shown to have run out first: a draw.
     */
    @Override
    public Decision bothFlags(Optional<Side> first, boolean finalPeriod, GameClass gameClass, MatePossibility mate) {
        if (first.isPresent()) {
            return flagFall(first.get(), false, gameClass, mate);
        }
        List<LawArticle> a = cite("Điều 10.1.1b");
        return Decisions.ends("bothFlags.draw", a, Outcome.draw(ClockTermination.BOTH_FLAGS, Enforcement.ADJUDICATED, a.get(0)));
    }

    @Override
    public Duration defaultTime(Optional<Duration> regulations) {
        return regulations.orElse(LAW_DEFAULT_TIME);
    }

    /**
     * The law has no article on the resumption: Điều 10.2.1a applies at every session (interpretation), the default time
     * as at the start; the clock the arbiter starts is the one of the player to move, the reply to the sealed move, so
     * only the replier's lateness is taken from his clock. A game the sealed move ended (a mate, Điều 7.1a) is over.
     */
    @Override
    public Decision resumptionArrival(Side player, long lateMillis, Optional<Duration> regulations, Side sealer,
            Optional<Outcome> sealedMoveResult) {
        List<LawArticle> late = cite("Điều 10.2.1a", "Điều 7.1e");
        return Decisions.resumption(this, player, lateMillis, defaultTime(regulations), sealedMoveResult, cite("Điều 10.3.1"), late,
                player != sealer, cite("Điều 10.2.1a"));
    }

    @Override
    public Decision arrival(Side player, long lateMillis, Optional<Duration> regulations) {
        return Decisions.arrival(this, player, lateMillis, defaultTime(regulations), cite("Điều 10.2.1a", "Điều 7.1e"));
    }

    @Override
    public Decision quickplayClaim(Side claimant, long leftMillis, boolean finalPeriod, TimeControl control,
            GameClass gameClass, QuickplayFinding finding) {
        return Decisions.note("quickplay.notInLaw", cite("Điều 10.1"), side(claimant));
    }

    @Override
    public Decision incrementRequest(Side requester, long leftMillis, boolean finalPeriod, TimeControl control,
            GameClass gameClass, boolean opponentAcceptsDraw, boolean arbiterAgrees) {
        return Decisions.note("quickplay.notInLaw", cite("Điều 10.1"), side(requester));
    }

    /** The sealer thinks on his own time and stops the clock once the move is sealed (Điều 10.3.1); no early charge. */
    @Override
    public Decision seal(Side sealer, long chargedMillis) {
        return Decisions.note("seal.sealed", cite("Điều 10.3.1"), side(sealer));
    }

    /** A sealed move that is illegal or wrongly written loses (Điều 10.3.2, 7.1i). */
    @Override
    public Decision sealedMove(Side sealer, SealedMoveReading reading) {
        if (reading == SealedMoveReading.LEGAL) {
            return Decisions.note("seal.made", cite("Điều 10.3"), side(sealer), side(sealer.opposite()));
        }
        List<LawArticle> a = cite("Điều 10.3.2", "Điều 7.1i");
        return Decisions.ends("seal.loss", a,
                Outcome.win(sealer.opposite(), ClockTermination.SEALED_MOVE, Enforcement.ADJUDICATED, a.get(0)), side(sealer),
                reading.message(), side(sealer.opposite()));
    }

    /** Corrections of the clock: Điều 10.2.3 (a faulty clock is set right); time as a sanction: Điều 20.4 b.3. */
    @Override
    public LawArticle article(ArbiterAction action) {
        return EDITION.article(action == ArbiterAction.ADD_TIME || action == ArbiterAction.TAKE_TIME ? "Điều 20.4 b.3" : "Điều 10.2.3");
    }

    /** Điều 16.1 a–e: reminder, warning, game lost, exclusion, struck off the list; no time or points sanctions. */
    @Override
    public Optional<LawArticle> sanctionArticle(Sanction sanction) {
        return switch (sanction) {
            case REMINDER -> Optional.of(EDITION.article("Điều 16.1a"));
            case WARNING -> Optional.of(EDITION.article("Điều 16.1b"));
            case GAME_LOST -> Optional.of(EDITION.article("Điều 16.1c"));
            case EXCLUSION -> Optional.of(EDITION.article("Điều 16.1d"));
            case EXPULSION -> Optional.of(EDITION.article("Điều 16.1e"));
            case TIME_TO_OPPONENT, TIME_FROM_OFFENDER, POINTS_TO_OPPONENT, POINTS_FROM_OFFENDER, PENALTY_ANNOUNCED -> Optional.empty();
        };
    }

    @Override
    public LawArticle sanctionsArticle() {
        return EDITION.article("Điều 16.1");
    }

    /** Technical and conduct faults are counted, an illegal move being a technical fault (Điều 7.1n, 16.3a). */
    @Override
    public boolean keepsFaultLedger() {
        return true;
    }

    /** The third technical fault (Điều 16.3a) or the third conduct fault loses (Điều 7.1n, 20.4 b.9). */
    @Override
    public Decision fault(Side offender, FaultKind kind, int count) {
        List<LawArticle> a = kind == FaultKind.TECHNICAL ? cite("Điều 7.1n", "Điều 16.3a", "Điều 20.4 b.9")
                : cite("Điều 7.1n", "Điều 20.4 b.9");
        if (count < LOSING_FAULT) {
            return Decisions.note("fault.counted", a, side(offender), kind.message(), count);
        }
        return Decisions.ends("fault.loss", a,
                Outcome.win(offender.opposite(), ClockTermination.FAULTS, Enforcement.ADJUDICATED, a.get(0)), side(offender),
                kind.message(), count, side(offender.opposite()));
    }

    /**
     * Fifty moves without a capture, found by the arbiter: a draw (Điều 12a). The law has no threefold-repetition
     * claim: repetitions are judged by Điều 22–24.
     */
    @Override
    public Decision correctClaim(Side claimant, DrawClaim claim) {
        if (claim == DrawClaim.THREEFOLD) {
            return Decisions.note("claim.notInLaw", cite("Điều 24"), side(claimant), claim.message());
        }
        List<LawArticle> a = cite("Điều 12a");
        return Decisions.ends("claim.draw", a, Outcome.draw(StandardTermination.FIFTY_MOVES, Enforcement.CLAIMABLE, a.get(0)),
                side(claimant), claim.message());
    }

    /** The time decides: the moves not made in time lose (Điều 7.1d, 10.1.2), whether or not anyone saw the flag. */
    @Override
    public Optional<LawArticle> flagNeedsObservation() {
        return Optional.empty();
    }
}
