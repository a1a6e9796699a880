package org.chessarbiter.rules.clock;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.chessarbiter.rules.LawArticle;
import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.Side;

/**
 * The clock with the arbiter: a {@link GameClock}, the {@link ClockLaw} in force (the edition the regulations
 * name, {@link ClockLaws#of}), the class of the game, the illegal moves of each side, the sealed move and the end
 * of the game. Immutable: each incident gives a {@link Ruling} (the state after it and the law's
 * {@link Decision}, citing its articles); plain clock operations give the next state. Time is explicit
 * ({@code now} in milliseconds); {@link ClockSession} drives it from a {@link TimeSource}.
 *
 * <p>Once a decision ends the game the clocks stop and every further incident throws
 * {@link IllegalStateException}. Questions for the game's rules engine (can a side still mate, 2018 6.9,
 * 7.5.5) come in as a {@link MatePossibility}.
 */
public final class ClockArbiter {
    private final ClockLaw law;
    private final GameClass gameClass;
    private final GameClock clock;
    private final int[] illegal;
    /** Faults by {@link FaultKind} and side: index {@code kind.ordinal() * 2 + side.ordinal()}. */
    private final int[] faults;
    private final Outcome outcome;
    private final Side sealedBy;
    private final Supervision supervision;

    private ClockArbiter(ClockLaw law, GameClass gameClass, GameClock clock, int[] illegal, int[] faults, Outcome outcome,
            Side sealedBy, Supervision supervision) {
        this.law = law;
        this.supervision = supervision;
        this.gameClass = gameClass;
        this.clock = clock;
        this.illegal = illegal;
        this.faults = faults;
        this.outcome = outcome;
        this.sealedBy = sealedBy;
    }

    /** A game under {@code law} with {@code control}, its class as the law classifies the control; clocks stopped. */
    public static ClockArbiter of(ClockLaw law, TimeControl control) {
        return new ClockArbiter(law, law.classify(control).gameClass(), GameClock.of(control), new int[2], new int[4], null, null,
                Supervision.RAPID_RULES);
    }

    /** The same game with the class the regulations fix (e.g. a rapid event, FIDE 2018 A.5). */
    public ClockArbiter withClass(GameClass fixed) {
        return new ClockArbiter(law, fixed, clock, illegal.clone(), faults.clone(), outcome, sealedBy, supervision);
    }

    /**
     * The same game with the rules the regulations chose for the event's rapid and blitz games (FIDE 2018 A.5, B.5: A.3
     * / B.3 or A.4 / B.4); {@link Supervision#RAPID_RULES} unless chosen.
     */
    public ClockArbiter withSupervision(Supervision chosen) {
        return new ClockArbiter(law, gameClass, clock, illegal.clone(), faults.clone(), outcome, sealedBy, chosen);
    }

    /** The rules the regulations chose for rapid and blitz games (FIDE 2018 A.5, B.5). */
    public Supervision supervision() {
        return supervision;
    }

    /** The class whose rules the law applies to this game ({@link ClockLaw#rulesClass}: a rapid game under A.3 is judged as standard). */
    private GameClass rulesClass() {
        return law.rulesClass(gameClass, supervision);
    }

    private ClockArbiter with(GameClock next) {
        return new ClockArbiter(law, gameClass, next, illegal.clone(), faults.clone(), outcome, sealedBy, supervision);
    }

    /** The law in force. */
    public ClockLaw law() {
        return law;
    }

    /** The class of the game (standard, rapid, blitz). */
    public GameClass gameClass() {
        return gameClass;
    }

    /** The clock. */
    public GameClock clock() {
        return clock;
    }

    /** The illegal moves of {@code side} found so far. */
    public int illegalMoves(Side side) {
        return illegal[side.ordinal()];
    }

    /** The faults of {@code kind} recorded against {@code side} (not counting illegal moves). */
    public int faults(Side side, FaultKind kind) {
        return faults[kind.ordinal() * 2 + side.ordinal()];
    }

    /** The count the law applies to an illegal move or technical fault: with a fault ledger, both together (Điều 16.3a). */
    private int technicalCount(Side side) {
        return law.keepsFaultLedger() ? illegal[side.ordinal()] + faults(side, FaultKind.TECHNICAL) : illegal[side.ordinal()];
    }

    /** The end of the game, once a decision ended it. */
    public Optional<Outcome> outcome() {
        return Optional.ofNullable(outcome);
    }

    /** The side that sealed its move, while the game is adjourned. */
    public Optional<Side> sealedBy() {
        return Optional.ofNullable(sealedBy);
    }

    /** Starts the clock of {@code side} (FIDE 2018 6.6, 6.7.2: White's clock runs from the start of the session). */
    public ClockArbiter start(Side side, long now) {
        return with(live().clock.start(side, now));
    }

    /** The running side completed a move (FIDE 2018 6.2.1). */
    public ClockArbiter press(long now) {
        return with(live().clock.press(now));
    }

    /** The arbiter stops the clocks (FIDE 2018 6.11.1; FIDE 2000 6.13(a)). */
    public ClockArbiter pause(long now) {
        return with(clock.pause(now));
    }

    /** The arbiter restarts them (FIDE 2018 6.11.3). */
    public ClockArbiter resume(long now) {
        return with(live().clock.resume(now));
    }

    /** The arbiter adds {@code millis} to {@code side}'s clock (FIDE 2018 12.9.2; FIDE 2000 13.4(b), 13.5). */
    public Ruling addTime(Side side, long millis, long now) {
        return correction(ArbiterAction.ADD_TIME, "arbiter.add", live().clock.adjust(side, millis, now), side,
                Decisions.clockText(millis));
    }

    /** The arbiter takes {@code millis} from {@code side}'s clock (FIDE 2018 12.9.3; FIDE 2000 13.4(c)). */
    public Ruling takeTime(Side side, long millis, long now) {
        return correction(ArbiterAction.TAKE_TIME, "arbiter.take", live().clock.adjust(side, -millis, now), side,
                Decisions.clockText(millis));
    }

    /** The arbiter sets {@code side}'s face to {@code millis} (FIDE 2018 6.10.1, 6.10.2; FIDE 2000 6.11). */
    public Ruling setFace(Side side, long millis, long now) {
        return correction(ArbiterAction.SET_FACE, "arbiter.face", live().clock.setFace(side, millis, now), side,
                Decisions.clockText(millis));
    }

    /** The arbiter corrects the move counter: {@code side} has completed {@code moves} moves (FIDE 2018 7.1). */
    public Ruling correctMoves(Side side, int moves) {
        return correction(ArbiterAction.MOVE_COUNTER, "arbiter.moves", live().clock.correctMoves(side, moves), side, moves);
    }

    private Ruling correction(ArbiterAction action, String key, GameClock next, Side side, Object what) {
        List<LawArticle> a = List.of(law.article(action));
        return new Ruling(with(next), Decisions.note(key, a, law.side(side), what));
    }

    /**
     * An illegal move of {@code offender} was found (completed by pressing the clock, FIDE 2018 7.5.1–7.5.4;
     * restoring the position is the game's part): it is counted and the law decides (7.5.5, B.2; 2000 7.4(b),
     * C3; xiangqi Điều 16.3, 7.1n). {@code mate} answers whether the opponent can still mate.
     */
    public Ruling illegalMove(Side offender, long now, MatePossibility mate) {
        live();
        int[] counts = illegal.clone();
        counts[offender.ordinal()]++;
        ClockArbiter counted = new ClockArbiter(law, gameClass, clock, counts, faults.clone(), null, sealedBy, supervision);
        return counted.apply(law.illegalMove(offender, counted.technicalCount(offender), rulesClass(), mate), now);
    }

    /**
     * An illegal move of {@code offender} found only after {@code opponentHasMoved}: the opponent has since made his
     * next move (FIDE 2018 A.4.2; FIDE 2000 B5(b): touched a piece). In a rapid or blitz game under the rapid rules it
     * stands, uncounted ({@link ClockLaw#illegalMoveStands}); otherwise it is dealt with as {@link #illegalMove(Side,
     * long, MatePossibility)} (FIDE 2018 7.5.1, 7.5.5 under the Competition Rules, A.3, B.3).
     */
    public Ruling illegalMove(Side offender, boolean opponentHasMoved, long now, MatePossibility mate) {
        Optional<Decision> stands = opponentHasMoved ? live().law.illegalMoveStands(offender, gameClass, supervision)
                : Optional.empty();
        return stands.isPresent() ? new Ruling(this, stands.get()) : illegalMove(offender, now, mate);
    }

    /**
     * The arbiter records a fault of {@code kind} against {@code offender}: it is counted (technical faults
     * together with the illegal moves) and the law decides (Luật cờ Tướng 2004 Điều 7.1n, 16.3a, 20.4 b.9; the
     * FIDE Laws keep no ledger: FIDE 2018 12.9; FIDE 2000 13.4).
     */
    public Ruling fault(Side offender, FaultKind kind, long now) {
        live();
        int[] counts = faults.clone();
        counts[kind.ordinal() * 2 + offender.ordinal()]++;
        ClockArbiter counted = new ClockArbiter(law, gameClass, clock, illegal.clone(), counts, null, sealedBy, supervision);
        int count = kind == FaultKind.TECHNICAL ? counted.technicalCount(offender) : counted.faults(offender, kind);
        return counted.apply(law.fault(offender, kind, count), now);
    }

    /**
     * The arbiter gives {@code offender} a sanction ({@code millis}: the time of a time sanction): FIDE 2018 12.9;
     * FIDE 2000 13.4; Luật cờ Tướng 2004 Điều 16.1.
     */
    public Ruling sanction(Side offender, Sanction sanction, long millis, long now) {
        return apply(live().law.sanction(offender, sanction, millis), now);
    }

    /** A draw claim of {@code claimant} found correct (FIDE 2018 9.2.1, 9.3; FIDE 2000 9.2, 9.3; Luật cờ Tướng 2004 Điều 12a). */
    public Ruling correctClaim(Side claimant, DrawClaim claim, long now) {
        return apply(live().law.correctClaim(claimant, claim), now);
    }

    /** An incorrect draw claim of {@code claimant} (FIDE 2018 9.5.3; FIDE 2000 9.5(a); Luật cờ Tướng 2004 Điều 12b). */
    public Ruling wrongClaim(Side claimant, long now) {
        return apply(live().law.wrongClaim(claimant, clock.remaining(claimant, now), rulesClass()), now);
    }

    /**
     * The verdict on the flags at {@code now}, if a flag is down (FIDE 2018 6.9; FIDE 2000 6.10; Luật cờ Tướng
     * 2004 Điều 7.1d): one flag, its law; both, the first to fall (this clock knows the order).
     * {@code mateOnBoard}: the flagged side's last move, not yet completed by pressing, checkmates (Điều 10.2.4).
     */
    public Optional<Ruling> flag(long now, boolean mateOnBoard, MatePossibility mate) {
        Optional<Side> flagged = live().clock.flagged(now);
        if (flagged.isEmpty()) {
            return Optional.empty();
        }
        Decision d = clock.bothFlagged(now)
                ? law.bothFlags(flagged, clock.inFinalPeriod(flagged.get()), rulesClass(), mate)
                : law.flagFall(flagged.get(), mateOnBoard, rulesClass(), mate);
        return Optional.of(apply(d, now));
    }

    /**
     * Both flags are down and {@code first} says which fell first, if anyone can tell (a mechanical clock, the
     * scoresheets): FIDE 2018 III.3.1; FIDE 2000 6.12, 10.3, B8; Luật cờ Tướng 2004 Điều 10.1.1b.
     */
    public Ruling bothFlags(Optional<Side> first, long now, MatePossibility mate) {
        boolean finalPeriod = live().clock.inFinalPeriod(Side.FIRST) && clock.inFinalPeriod(Side.SECOND);
        return apply(law.bothFlags(first, finalPeriod, rulesClass(), mate), now);
    }

    /**
     * {@code player} arrived {@code lateMillis} after the start of the session; the regulations may fix the
     * default time (FIDE 2018 6.7.1; FIDE 2000 6.7; Luật cờ Tướng 2004 Điều 10.2.1a, 7.1e).
     */
    public Ruling arrival(Side player, long lateMillis, Optional<Duration> regulations, long now) {
        return apply(live().law.arrival(player, lateMillis, regulations), now);
    }

    /**
     * {@code player} arrived {@code lateMillis} after the announced resumption of the game adjourned with a sealed move;
     * {@code sealedMoveResult}: the end the sealed move gives on the board, if any, which stands (FIDE 2018 I.9.2, I.10,
     * I.11; FIDE 2000 A.9(b), A.10; Luật cờ Tướng 2004 Điều 10.2.1a).
     */
    public Ruling resumptionArrival(Side player, long lateMillis, Optional<Duration> regulations, Optional<Outcome> sealedMoveResult,
            long now) {
        if (live().sealedBy == null) {
            throw new IllegalStateException("no move is sealed");
        }
        return apply(law.resumptionArrival(player, lateMillis, regulations, sealedBy, sealedMoveResult), now);
    }

    /** A quickplay-finish claim of {@code claimant}, with the arbiter's finding (FIDE 2018 III.5; FIDE 2000 10.2). */
    public Ruling quickplayClaim(Side claimant, QuickplayFinding finding, long now) {
        live();
        return apply(law.quickplayClaim(claimant, clock.remaining(claimant, now), clock.inFinalPeriod(claimant),
                clock.control(), rulesClass(), finding), now);
    }

    /** {@code requester} asks for the 5-second increment (FIDE 2018 III.4); a draw offer too. */
    public Ruling incrementRequest(Side requester, boolean opponentAcceptsDraw, boolean arbiterAgrees, long now) {
        live();
        return apply(law.incrementRequest(requester, clock.remaining(requester, now), clock.inFinalPeriod(requester),
                clock.control(), rulesClass(), opponentAcceptsDraw, arbiterAgrees), now);
    }

    /**
     * {@code sealer}, whose clock runs, seals his move at {@code now}; the session ends at {@code sessionEnd}
     * (sealing before it charges him the rest, FIDE 2018 I.1.2; FIDE 2000 A.1(b)). His clock stops once the move
     * is sealed (2018 I.1.1; 2000 A.1(a); Luật cờ Tướng 2004 Điều 10.3.1).
     */
    public Ruling seal(Side sealer, long now, long sessionEnd) {
        if (live().clock.running().filter(s -> s == sealer).isEmpty()) {
            throw new IllegalStateException("only the player whose clock runs seals a move");
        }
        Ruling r = apply(law.seal(sealer, Math.max(0, sessionEnd - now)), now);
        ClockArbiter a = r.after();
        return new Ruling(new ClockArbiter(law, gameClass, a.clock.pause(now), a.illegal, a.faults, null, sealer, supervision), r.decision());
    }

    /**
     * The envelope is opened at {@code now} when the game resumes: a legal sealed move is made and the opponent's
     * clock starts (2018 I.9.1; 2000 A.9(a)); a faulty one loses (2018 I.8; 2000 A.8; Điều 10.3.2, 7.1i).
     */
    public Ruling openSealedMove(SealedMoveReading reading, long now) {
        if (live().sealedBy == null) {
            throw new IllegalStateException("no move is sealed");
        }
        Decision d = law.sealedMove(sealedBy, reading);
        ClockArbiter resumed = new ClockArbiter(law, gameClass, clock, illegal, faults, null, null, supervision);
        if (d.endsGame()) {
            return resumed.apply(d, now);
        }
        return new Ruling(resumed.with(clock.resume(now).press(now)), d);
    }

    private ClockArbiter live() {
        if (outcome != null) {
            throw new IllegalStateException("the game is over: " + outcome.verdict());
        }
        return this;
    }

    /** Applies {@code d} at {@code now}: time changes, a new control, the end of the game (clocks stopped). */
    private Ruling apply(Decision d, long now) {
        GameClock next = clock;
        for (TimeChange c : d.changes()) {
            next = next.adjust(c.side(), c.deltaMillis(), now);
        }
        if (d.newControl().isPresent()) {
            next = next.withControl(d.newControl().get());
        }
        if (d.outcome().isPresent()) {
            next = next.pause(now);
        }
        return new Ruling(new ClockArbiter(law, gameClass, next, illegal.clone(), faults.clone(), d.outcome().orElse(null), sealedBy,
                supervision),
                d);
    }
}
