package org.chessarbiter.engine.uci;

import java.util.Map;
import java.util.Optional;
import org.chessarbiter.engine.Score;
import org.chessarbiter.rules.chess.CastlingNotation;
import org.chessarbiter.rules.chess.ChessMove;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.san.Uci;

/**
 * Chess as Stockfish writes it: FEN with {@code KQkq} castling rights, moves in UCI long algebraic
 * notation ({@code e2e4}, {@code e7e8q}, castling as the king's two-square move {@code e1g1}), read and
 * written by the rules bundle's {@link Uci} notation.
 */
public final class ChessUciDialect implements UciDialect<ChessPosition, ChessMove> {

    @Override
    public Map<String, String> options() {
        return Map.of();
    }

    @Override
    public String fen(ChessPosition position) {
        return position.fen(CastlingNotation.X_FEN);
    }

    @Override
    public String format(ChessMove move) {
        return move.coordinates();
    }

    @Override
    public Optional<ChessMove> parse(ChessPosition position, String text) {
        return Uci.standard().parse(position, text).toOptional();
    }

    /** Checkmate loses (FIDE 2018 5.1.1), stalemate is a draw (5.2.1). */
    @Override
    public Score noMoveScore(ChessPosition position) {
        return position.inCheck() ? Score.mate(0) : Score.centipawns(0);
    }
}
