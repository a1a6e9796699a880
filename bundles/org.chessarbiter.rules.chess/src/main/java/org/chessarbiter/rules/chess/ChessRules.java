package org.chessarbiter.rules.chess;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
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
        return claims(history, new Window().along(history));
    }

    /** {@link #claimableOutcomes} along one line: the positions since the last capture or pawn move counted as they come. */
    @Override
    public Function<History<ChessPosition, ChessMove>, List<Outcome>> claimsInOneLine() {
        Window window = new Window();
        return history -> claims(history, window.along(history));
    }

    /** The claims at the last position of {@code history}, {@code counts} its window counted. */
    private List<Outcome> claims(History<ChessPosition, ChessMove> history, Window counts) {
        List<Outcome> claims = new ArrayList<>();
        ChessPosition p = history.current();
        // the positions since the last capture or pawn move, counted once: a move can make a position stand a
        // third time only when one already stood twice, and reach fifty moves only from 99 half-moves
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
     * How often each position stood in the scope of {@link #occurrences} for the newest position, counted as a line
     * grows ({@link #along}): the positions' repetition hashes ({@link ChessPosition#repetitionHash}: equal for
     * equal keys) in an open-addressing table of ints, and the keys of the positions whose hash stood twice or more
     * in a second one (most positions never get a key). A position is added once; a history that does not follow
     * the one counted, or whose last capture or pawn move moved the window, is counted again.
     */
    private static final class Window {
        private int from = -1;
        /** The positions of the line counted: those at {@link #from} and after, before this. */
        private int size;
        /** The position at {@code size - 1} when counted: a history that does not hold it there is another line. */
        private ChessPosition last;
        private int[] hashes = new int[16];
        private int[] hashCounts = new int[16];
        /** The place in the line of the first position with each hash. */
        private int[] firstAt = new int[16];
        private int hashSize;
        /** 1 + the index of a hash in {@link #hashes}, 0 for a free slot; a power of two long, at most half full. */
        private int[] hashSlots = new int[32];
        private PositionKey[] keys = new PositionKey[8];
        private int[] keyCounts = new int[8];
        private int keySize;
        private int[] keySlots = new int[16];
        private int lastCount = 1;

        /** This window counted up to the last position of {@code history}. */
        Window along(History<ChessPosition, ChessMove> history) {
            List<ChessPosition> ps = history.positions();
            int start = Math.max(0, ps.size() - 1 - history.current().halfmoves() - 1);
            if (start != from || size <= from || size > ps.size() || ps.get(size - 1) != last) {
                from = start;
                size = start;
                hashSize = 0;
                keySize = 0;
                Arrays.fill(hashSlots, 0);
                Arrays.fill(keySlots, 0);
            }
            for (; size < ps.size(); size++) {
                add(ps, size);
            }
            last = ps.get(size - 1);
            return this;
        }

        private void add(List<ChessPosition> ps, int i) {
            ChessPosition q = ps.get(i);
            int h = q.repetitionHash();
            int s = hashSlot(h);
            if (hashSlots[s] == 0) {
                if (hashSize == hashes.length) {
                    hashes = Arrays.copyOf(hashes, hashSize * 2);
                    hashCounts = Arrays.copyOf(hashCounts, hashSize * 2);
                    firstAt = Arrays.copyOf(firstAt, hashSize * 2);
                }
                hashes[hashSize] = h;
                hashCounts[hashSize] = 1;
                firstAt[hashSize] = i;
                hashSlots[s] = ++hashSize;
                if (hashSize * 2 > hashSlots.length) {
                    rehashHashes();
                }
                lastCount = 1; // stood once: no key
                return;
            }
            int at = hashSlots[s] - 1;
            if (++hashCounts[at] == 2) {
                addKey(ps.get(firstAt[at]).key());
            }
            lastCount = addKey(q.key());
        }

        private int hashSlot(int h) {
            int mask = hashSlots.length - 1;
            int s = (h ^ h >>> 16) & mask;
            while (hashSlots[s] != 0 && hashes[hashSlots[s] - 1] != h) {
                s = s + 1 & mask;
            }
            return s;
        }

        private void rehashHashes() {
            hashSlots = new int[hashSlots.length * 2];
            for (int k = 0; k < hashSize; k++) {
                hashSlots[hashSlot(hashes[k])] = k + 1;
            }
        }

        /** Counts {@code k} once more; returns how often it stood. */
        private int addKey(PositionKey k) {
            int s = keySlot(k);
            if (keySlots[s] == 0) {
                if (keySize == keys.length) {
                    keys = Arrays.copyOf(keys, keySize * 2);
                    keyCounts = Arrays.copyOf(keyCounts, keySize * 2);
                }
                keys[keySize] = k;
                keyCounts[keySize] = 1;
                keySlots[s] = ++keySize;
                if (keySize * 2 > keySlots.length) {
                    keySlots = new int[keySlots.length * 2];
                    for (int j = 0; j < keySize; j++) {
                        keySlots[keySlot(keys[j])] = j + 1;
                    }
                }
                return 1;
            }
            return ++keyCounts[keySlots[s] - 1];
        }

        /** The slot of {@code k}, or the free slot where it would go. */
        private int keySlot(PositionKey k) {
            int mask = keySlots.length - 1;
            int s = (k.hashCode() ^ k.hashCode() >>> 16) & mask;
            while (keySlots[s] != 0 && !keys[keySlots[s] - 1].equals(k)) {
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
            for (int i = 0; i < keySize; i++) {
                if (keyCounts[i] >= 2 && keys[i].turn() != mover) {
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
