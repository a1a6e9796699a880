package org.chessarbiter.rules.chess;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chessarbiter.rules.Enforcement;
import org.chessarbiter.rules.GameRules;
import org.chessarbiter.rules.History;
import org.chessarbiter.rules.LawEdition;
import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.StandardTermination;

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
        Map<PositionKey, Integer> counts = window(history);
        if (counts.getOrDefault(p.key(), 0) >= 3) {
            claims.add(Outcome.draw(StandardTermination.THREEFOLD_REPETITION, Enforcement.CLAIMABLE, law.threefold()));
        }
        if (p.halfmoves() >= 100) {
            claims.add(Outcome.draw(StandardTermination.FIFTY_MOVES, Enforcement.CLAIMABLE, law.fiftyMoves()));
        }
        // a move makes a position stand a third time only when it leads to one that stood twice with the other
        // side to move; a pawn move or a capture cannot (the pawns and the men of every position of the window
        // are those of the current one or more), nor can a move that leaves other squares occupied
        List<PositionKey> twice = new ArrayList<>(2);
        int mover = p.key().turn();
        for (Map.Entry<PositionKey, Integer> e : counts.entrySet()) {
            if (e.getValue() >= 2 && e.getKey().turn() != mover) {
                twice.add(e.getKey());
            }
        }
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

    /** Whether a legal move of {@code p} leads to one of {@code twice} (positions with the other side to move). */
    private static boolean threefoldByMove(ChessPosition p, List<PositionKey> twice) {
        long own = p.pieces(p.turn());
        long occupied = own | p.pieces(p.turn().opposite());
        long pawns = p.pieces(p.turn(), Role.PAWN);
        for (ChessMove m : p.legalMoves()) {
            if (!m.castling() && ((pawns >>> m.from() & 1) != 0 || (occupied >>> m.to() & 1) != 0)) {
                continue; // a pawn move or a capture
            }
            long after = m.castling() ? -1 : occupied ^ (1L << m.from()) ^ (1L << m.to());
            for (PositionKey k : twice) {
                if ((after == -1 || (k.white() | k.black()) == after) && k.equals(p.play(m).key())) {
                    return true;
                }
            }
        }
        return false;
    }

    /** How often each position stood in the scope of {@link #occurrences} for the newest position. */
    private static Map<PositionKey, Integer> window(History<ChessPosition, ChessMove> history) {
        List<ChessPosition> ps = history.positions();
        int from = Math.max(0, ps.size() - 1 - history.current().halfmoves() - 1);
        Map<PositionKey, Integer> counts = new HashMap<>();
        for (int i = from; i < ps.size(); i++) {
            counts.merge(ps.get(i).key(), 1, Integer::sum);
        }
        return counts;
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
