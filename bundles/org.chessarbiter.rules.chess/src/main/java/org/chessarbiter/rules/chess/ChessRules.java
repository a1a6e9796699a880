package org.chessarbiter.rules.chess;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chessarbiter.rules.Enforcement;
import org.chessarbiter.rules.GameRules;
import org.chessarbiter.rules.History;
import org.chessarbiter.rules.LawEdition;
import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.StandardTermination;
import org.chessarbiter.rules.chess.internal.MoveCodec;

/**
 * Chess under one FIDE edition ({@link ChessLaw}). Move generation is the same in both editions
 * (Art. 3, Chess960 castling included); how a game ends differs:
 * <ul>
 * <li>automatic in both: checkmate (2018 5.1.1 / 2000 5.1(a)), stalemate (5.2.1 / 5.2(a)), dead
 * position (5.2.2 / 5.2(b), 9.6);</li>
 * <li>automatic in 2018 only: fivefold repetition (9.6.1) and 75 moves (9.6.2, a mate on the
 * last move wins: mate is checked first);</li>
 * <li>claims in both: threefold repetition (2018 9.2.1.1 / 9.2.1.2, 2000 9.2(a)/(b)) with the
 * position identity of 9.2.2 ({@link PositionKey}), fifty moves (9.3.1 / 9.3.2, 2000 9.3(a)/(b)).</li>
 * </ul>
 */
public final class ChessRules implements GameRules<ChessSetup, ChessPosition, ChessMove> {
    private static final ChessRules FIDE_2018 = new ChessRules(ChessLaw.FIDE_2018);
    private static final ChessRules FIDE_2000 = new ChessRules(ChessLaw.FIDE_2000);

    private final ChessLaw law;

    private ChessRules(ChessLaw law) {
        this.law = law;
    }

    public static ChessRules fide2018() {
        return FIDE_2018;
    }

    public static ChessRules fide2000() {
        return FIDE_2000;
    }

    public static ChessRules of(ChessLaw law) {
        return law == ChessLaw.FIDE_2000 ? FIDE_2000 : FIDE_2018;
    }

    public ChessLaw law() {
        return law;
    }

    @Override
    public LawEdition edition() {
        return law.edition();
    }

    @Override
    public ChessPosition initialPosition() {
        return StartPositions.standard();
    }

    @Override
    public ParseResult<ChessPosition> position(ChessSetup setup) {
        return SetupValidator.validate(setup);
    }

    @Override
    public Optional<Outcome> automaticOutcome(History<ChessPosition, ChessMove> history) {
        ChessPosition p = history.current();
        if (p.isCheckmate()) {
            return Optional.of(Outcome.win(p.turn().opposite(), StandardTermination.CHECKMATE, Enforcement.AUTOMATIC,
                    law.checkmate()));
        }
        if (p.isStalemate()) {
            return Optional.of(Outcome.draw(StandardTermination.STALEMATE, Enforcement.AUTOMATIC, law.stalemate()));
        }
        if (DeadPosition.isDead(p)) {
            return Optional.of(Outcome.draw(StandardTermination.DEAD_POSITION, Enforcement.AUTOMATIC,
                    law.deadPosition()));
        }
        if (law.seventyFiveMoves().isPresent() && p.halfmoves() >= 150) {
            return Optional.of(Outcome.draw(StandardTermination.SEVENTY_FIVE_MOVES, Enforcement.AUTOMATIC,
                    law.seventyFiveMoves().get()));
        }
        if (law.fivefold().isPresent() && occurrences(history, p.key()) >= 5) {
            return Optional.of(Outcome.draw(StandardTermination.FIVEFOLD_REPETITION, Enforcement.AUTOMATIC,
                    law.fivefold().get()));
        }
        return Optional.empty();
    }

    @Override
    public List<Outcome> claimableOutcomes(History<ChessPosition, ChessMove> history) {
        List<Outcome> claims = new ArrayList<>();
        ChessPosition p = history.current();
        // the positions since the last capture or pawn move, counted once: a move can make a position stand a
        // third time only when one already stood twice, and reach fifty moves only from 99 half-moves
        Window counts = new Window(history);
        if (counts.lastCount() >= 3) {
            claims.add(Outcome.draw(StandardTermination.THREEFOLD_REPETITION, Enforcement.CLAIMABLE, law.threefold()));
        }
        if (p.halfmoves() >= 100) {
            claims.add(Outcome.draw(StandardTermination.FIFTY_MOVES, Enforcement.CLAIMABLE, law.fiftyMoves()));
        }
        // a move makes a position stand a third time only when it leads to one that stood twice with the other
        // side to move; a pawn move or a capture cannot (the pawns and the men of every position of the window
        // are those of the current one or more), nor can a move that leaves other squares occupied
        List<PositionKey> twice = counts.twice(p.turn() == Side.FIRST ? 0 : 1);
        boolean threefoldByMove = !twice.isEmpty() && threefoldByMove(p, twice);
        boolean fiftyByMove = false;
        if (p.halfmoves() == 99) {
            for (ChessMove m : p.legalMoves()) {
                fiftyByMove |= p.play(m).halfmoves() >= 100;
            }
        }
        if (threefoldByMove && claims.stream().noneMatch(o -> o.termination() == StandardTermination.THREEFOLD_REPETITION)) {
            claims.add(Outcome.draw(StandardTermination.THREEFOLD_REPETITION, Enforcement.CLAIMABLE,
                    law.threefoldIntended()));
        }
        if (fiftyByMove && p.halfmoves() < 100) {
            claims.add(Outcome.draw(StandardTermination.FIFTY_MOVES, Enforcement.CLAIMABLE, law.fiftyMovesIntended()));
        }
        // a game that ended automatically has no claim left: asked last, as most positions have none to claim anyway
        if (!claims.isEmpty() && automaticOutcome(history).isPresent()) {
            claims.clear();
        }
        return claims;
    }

    /**
     * The outcome when {@code flagged} runs out of time in {@code position} (2018 6.9, 2000 6.10): the
     * opponent wins unless it cannot mate by any sequence of legal moves, which makes it a draw.
     */
    public Outcome flagFall(ChessPosition position, Side flagged) {
        Side opponent = flagged.opposite();
        return DeadPosition.canMate(position, opponent, DeadPosition.DEFAULT_BUDGET) == DeadPosition.Verdict.CANNOT_MATE
                ? Outcome.draw(StandardTermination.FLAG_FALL, Enforcement.AUTOMATIC, law.flagFall())
                : Outcome.win(opponent, StandardTermination.FLAG_FALL, Enforcement.AUTOMATIC, law.flagFall());
    }

    /**
     * Whether a legal move of {@code p} leads to one of {@code twice} (positions with the other side to move): the
     * moves are looked at in their packed form, and only one that leaves the pieces on the squares of one of them is
     * made and played.
     */
    private static boolean threefoldByMove(ChessPosition p, List<PositionKey> twice) {
        long own = p.pieces(p.turn());
        long occupied = own | p.pieces(p.turn().opposite());
        long pawns = p.pieces(p.turn(), Role.PAWN);
        for (int packed : p.packedMoves()) {
            int from = MoveCodec.from(packed);
            int to = MoveCodec.to(packed);
            boolean castling = MoveCodec.isCastle(packed);
            if (!castling && ((pawns >>> from & 1) != 0 || (occupied >>> to & 1) != 0)) {
                continue; // a pawn move or a capture
            }
            long after = castling ? -1 : occupied ^ (1L << from) ^ (1L << to);
            for (PositionKey k : twice) {
                if ((after == -1 || (k.white() | k.black()) == after)
                        && k.equals(p.play(ChessPosition.decode(packed)).key())) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * How often each position stood in the scope of {@link #occurrences} for the newest position. The positions'
     * repetition hashes ({@link ChessPosition#repetitionHash}: equal for equal keys) are counted first, in an
     * open-addressing table of ints; only the positions whose hash stood twice or more are given keys, counted in
     * a second such table (asked after every move: most windows have no hash twice, and then no key is made).
     */
    private static final class Window {
        private PositionKey[] keys;
        private int[] counts;
        private int size;
        private int lastCount = 1;

        Window(History<ChessPosition, ChessMove> history) {
            List<ChessPosition> ps = history.positions();
            int from = Math.max(0, ps.size() - 1 - history.current().halfmoves() - 1);
            int n = ps.size() - from;
            int[] hashes = new int[n];
            int[] hashCounts = new int[n];
            int hashSize = 0;
            // 1 + the index of a hash in hashes, 0 for a free slot; a power of two long, at most half full
            int[] hashSlots = new int[Integer.highestOneBit(Math.max(1, n)) * 4];
            int mask = hashSlots.length - 1;
            boolean repeated = false;
            for (int i = from; i < ps.size(); i++) {
                int h = ps.get(i).repetitionHash();
                int s = (h ^ h >>> 16) & mask;
                while (hashSlots[s] != 0 && hashes[hashSlots[s] - 1] != h) {
                    s = s + 1 & mask;
                }
                if (hashSlots[s] == 0) {
                    hashes[hashSize] = h;
                    hashSlots[s] = ++hashSize;
                }
                repeated |= ++hashCounts[hashSlots[s] - 1] == 2;
            }
            if (!repeated) {
                return;
            }
            keys = new PositionKey[n];
            counts = new int[n];
            int[] slots = new int[hashSlots.length];
            for (int i = from; i < ps.size(); i++) {
                ChessPosition q = ps.get(i);
                int h = q.repetitionHash();
                int s = (h ^ h >>> 16) & mask;
                while (hashes[hashSlots[s] - 1] != h) {
                    s = s + 1 & mask;
                }
                if (hashCounts[hashSlots[s] - 1] < 2) {
                    continue; // stood once: no key
                }
                PositionKey k = q.key();
                int at = find(slots, k);
                if (slots[at] == 0) {
                    keys[size] = k;
                    slots[at] = ++size;
                }
                int c = ++counts[slots[at] - 1];
                if (i == ps.size() - 1) {
                    lastCount = c;
                }
            }
        }

        /** The slot of {@code k} in {@code slots}, or the free slot where it would go. */
        private int find(int[] slots, PositionKey k) {
            int mask = slots.length - 1;
            int s = (k.hashCode() ^ k.hashCode() >>> 16) & mask;
            while (slots[s] != 0 && !keys[slots[s] - 1].equals(k)) {
                s = s + 1 & mask;
            }
            return s;
        }

        /** How often the newest position stood. */
        int lastCount() {
            return lastCount;
        }

        /** The positions that stood twice or more with the side other than {@code mover} to move. */
        List<PositionKey> twice(int mover) {
            List<PositionKey> twice = new ArrayList<>(2);
            for (int i = 0; i < size; i++) {
                if (counts[i] >= 2 && keys[i].turn() != mover) {
                    twice.add(keys[i]);
                }
            }
            return twice;
        }
    }

    private static int occurrences(History<ChessPosition, ChessMove> history, PositionKey key) {
        // positions before the last capture or pawn move cannot repeat a later one: scan back only
        // as far as the half-move clock of the newest position allows
        List<ChessPosition> ps = history.positions();
        int from = Math.max(0, ps.size() - 1 - history.current().halfmoves() - 1);
        int n = 0;
        for (int i = from; i < ps.size(); i++) {
            if (ps.get(i).key().equals(key)) {
                n++;
            }
        }
        return n;
    }
}
