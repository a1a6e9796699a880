package org.chessarbiter.rules.clock;

import java.time.Duration;
import java.util.Optional;
import org.chessarbiter.rules.LawArticle;
import org.chessarbiter.rules.LawEdition;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.Side;

/**
 * What one law edition says about the clock, as pure functions from an incident to a {@link Decision} citing
 * its articles: {@link Fide2018ClockLaw}, {@link Fide2000ClockLaw}, {@link XiangqiClockLaw} (found by edition
 * with {@link ClockLaws#of}). {@link ClockArbiter} keeps the counts and the clock and applies the decisions.
 * Every method is total: an incident the law does not provide for gives a decision that says so (and changes
 * nothing).
 */
public interface ClockLaw {

    /** The edition cited. */
    LawEdition edition();

    /** The name of {@code side} in this game (White / Black, Trắng / Đen; Red / Black, Đỏ / Đen). */
    Message side(Side side);

    /** The class of {@code control} (FIDE 2018 A.1, B.1; FIDE 2000 B1, C1; Luật cờ Tướng 2004 Điều 10.1.1e). */
    Classification classify(TimeControl control);

    /**
     * The {@code count}-th illegal move of {@code offender} (1 = the first) was found: time to the opponent, or
     * the game lost (FIDE 2018 7.5.5, B.2; FIDE 2000 7.4(b), C3; xiangqi technical faults Điều 16.3, 7.1n).
     */
    Decision illegalMove(Side offender, int count, GameClass gameClass, MatePossibility mate);

    /**
     * The class whose rules this law applies to a game of {@code gameClass} under {@code supervision}: FIDE 2018 A.3 —
     * a rapid game under the Competition Rules is judged as a standard one (a blitz game under B.3 keeps the one-minute
     * penalties of B.2); otherwise the game's own class.
     */
    default GameClass rulesClass(GameClass gameClass, Supervision supervision) {
        return gameClass;
    }

    /**
     * An illegal move of {@code offender} found only once the opponent had made his next move: in a rapid or blitz game
     * under the rapid rules it stands and is not counted (FIDE 2018 A.4.2, B.4; FIDE 2000 B5(b), C2); empty where it is
     * dealt with as any illegal move (the Competition Rules; xiangqi).
     */
    default Optional<Decision> illegalMoveStands(Side offender, GameClass gameClass, Supervision supervision) {
        return Optional.empty();
    }

    /**
     * An incorrect draw claim by {@code claimant}, who has {@code claimantLeftMillis} on the clock (FIDE 2018
     * 9.5.3; FIDE 2000 9.5(a); Luật cờ Tướng 2004 Điều 12b).
     */
    Decision wrongClaim(Side claimant, long claimantLeftMillis, GameClass gameClass);

    /**
     * The flag of {@code flagged} fell (FIDE 2018 6.9; FIDE 2000 6.10; Luật cờ Tướng 2004 Điều 7.1d);
     * {@code mateOnBoard}: its last move, made on the board but not yet completed by pressing the clock,
     * checkmates (chess: the mate stands, 5.1.1; xiangqi: it still loses, Điều 10.2.4).
     */
    Decision flagFall(Side flagged, boolean mateOnBoard, GameClass gameClass, MatePossibility mate);

    /**
     * Both flags are down; {@code first} is the side whose flag fell first, if that can be told;
     * {@code finalPeriod}: the flags fell in the period in which all the remaining moves are made.
     */
    Decision bothFlags(Optional<Side> first, boolean finalPeriod, GameClass gameClass, MatePossibility mate);

    /** The default time: the lateness allowed, from the regulations or the law's own default. */
    Duration defaultTime(Optional<Duration> regulations);

    /**
     * {@code player} arrived {@code lateMillis} after the start of the session (FIDE 2018 6.7; FIDE 2000 6.6,
     * 6.7; Luật cờ Tướng 2004 Điều 7.1e, 10.2.1a).
     */
    Decision arrival(Side player, long lateMillis, Optional<Duration> regulations);

    /**
     * {@code player} arrived {@code lateMillis} after the announced resumption of an adjourned game whose move
     * {@code sealer} sealed; {@code sealedMoveResult} is the end the sealed move itself gives on the board (a checkmate,
     * a stalemate, a dead position), if it gives one: that result stands; else later than the default time loses, and a
     * player in time has his lateness taken from his clock, which ran while he was away (FIDE 2018 I.9.2, I.10, I.11;
     * FIDE 2000 A.9(b), A.10; Luật cờ Tướng 2004 Điều 10.2.1a at every session: {@link Decisions#resumption}).
     */
    Decision resumptionArrival(Side player, long lateMillis, Optional<Duration> regulations, Side sealer,
            Optional<Outcome> sealedMoveResult);

    /**
     * A quickplay-finish claim by {@code claimant} with {@code leftMillis} on the clock (FIDE 2018 III.5; FIDE
     * 2000 10.2), with the arbiter's finding; {@code finalPeriod}: the claimant plays the final period.
     */
    Decision quickplayClaim(Side claimant, long leftMillis, boolean finalPeriod, TimeControl control, GameClass gameClass,
            QuickplayFinding finding);

    /**
     * {@code requester}, with {@code leftMillis} on the clock, asks for a 5-second increment for both players
     * (FIDE 2018 III.4); the request is a draw offer.
     */
    Decision incrementRequest(Side requester, long leftMillis, boolean finalPeriod, TimeControl control,
            GameClass gameClass, boolean opponentAcceptsDraw, boolean arbiterAgrees);

    /**
     * {@code sealer}, to move, seals his move at the adjournment; {@code chargedMillis} is the time to the end of
     * the session when he seals before it (FIDE 2018 I.1.1, I.1.2; FIDE 2000 A.1; Luật cờ Tướng 2004 Điều 10.3.1).
     */
    Decision seal(Side sealer, long chargedMillis);

    /** The envelope is opened when the game resumes (FIDE 2018 I.8, I.9.1; FIDE 2000 A.8, A.9; Điều 10.3.2). */
    Decision sealedMove(Side sealer, SealedMoveReading reading);

    /** The article that lets the arbiter do {@code action}. */
    LawArticle article(ArbiterAction action);

    /** The article of this law that provides {@code sanction}, empty when it has none (FIDE 2018 12.9; FIDE 2000 13.4; Điều 16.1). */
    Optional<LawArticle> sanctionArticle(Sanction sanction);

    /** The article listing this law's sanctions (FIDE 2018 12.9; FIDE 2000 13.4; Luật cờ Tướng 2004 Điều 16.1). */
    LawArticle sanctionsArticle();

    /**
     * The arbiter gives {@code offender} {@code sanction} ({@code millis}: the time of a time sanction): time to the
     * opponent or from the offender, the game lost, else a sanction recorded for the tournament; one this law does
     * not provide changes nothing and says so.
     */
    default Decision sanction(Side offender, Sanction sanction, long millis) {
        return Decisions.sanction(this, offender, sanction, millis);
    }

    /**
     * Whether this law keeps ledgers of technical and conduct faults, an illegal move being a technical fault
     * (Luật cờ Tướng 2004 Điều 7.1n, 16.3a); the FIDE Laws keep none (their sanctions: FIDE 2018 12.9; FIDE 2000
     * 13.4).
     */
    boolean keepsFaultLedger();

    /**
     * The {@code count}-th fault of {@code kind} of {@code offender} (technical faults counted with the illegal
     * moves): the third loses (Luật cờ Tướng 2004 Điều 7.1n, 16.3a, 20.4 b.9). A law without a fault ledger says
     * so and changes nothing.
     */
    Decision fault(Side offender, FaultKind kind, int count);

    /**
     * A draw claim of {@code claimant} that the arbiter found correct: a draw (FIDE 2018 9.2.1, 9.3; FIDE 2000
     * 9.2, 9.3; Luật cờ Tướng 2004 Điều 12a); a law without that claim says so and changes nothing.
     */
    Decision correctClaim(Side claimant, DrawClaim claim);

    /**
     * The article by which a flag has fallen only once the arbiter sees it or a player claims it (FIDE 2018 6.8;
     * FIDE 2000 6.9): play after an unseen flag goes on. Empty when the time itself decides (Luật cờ Tướng 2004
     * Điều 7.1d, 10.1.2: "không đi đủ 25 nước bị xử thua").
     */
    Optional<LawArticle> flagNeedsObservation();
}
