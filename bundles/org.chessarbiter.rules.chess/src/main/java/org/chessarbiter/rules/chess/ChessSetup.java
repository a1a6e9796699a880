package org.chessarbiter.rules.chess;

import java.util.Optional;
import org.chessarbiter.rules.Setup;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.chess.internal.Board;

/**
 * A raw chess arrangement, as a FEN or a board editor gives it: pieces, side to move, castling
 * rights (the rooks that may castle, which serves standard chess and Chess960 alike), en passant
 * square, counters. Nothing is checked; {@link ChessRules#position} validates it. Immutable; build
 * one with {@link Builder}.
 */
public final class ChessSetup implements Setup {
    private final Board board;

    private ChessSetup(Board board) {
        this.board = board;
    }

    /** An internal copy of the board state (for the engine's own packages). */
    Board board() {
        return board.copy();
    }

    static ChessSetup of(Board board) {
        return new ChessSetup(board.copy());
    }

    /** The piece on {@code square}, if any. */
    public Optional<Piece> pieceAt(int square) {
        int side = board.sideAt(square);
        return side < 0 ? Optional.empty()
                : Optional.of(new Piece(side == 0 ? Side.FIRST : Side.SECOND, Role.of(board.roleAt(square))));
    }

    @Override
    public Side turn() {
        return board.turn == 0 ? Side.FIRST : Side.SECOND;
    }

    /** The squares (as a bitboard, bit = square) of the rooks that keep castling rights. */
    public long castlingRooks() {
        return board.castlingRooks;
    }

    /** The en passant target square, or -1. */
    public int epSquare() {
        return board.epSquare;
    }

    /** Half-moves since the last capture or pawn move (FIDE 2018 9.3). */
    public int halfmoves() {
        return board.halfmoves;
    }

    /** The number of the next move. */
    public int fullmoves() {
        return board.fullmoves;
    }

    /** The FEN of this setup: X-FEN castling, the en passant square as given. */
    public String fen() {
        return FenWriter.write(this, CastlingNotation.X_FEN, epSquare());
    }

    public Builder toBuilder() {
        return new Builder(board.copy());
    }

    public static Builder builder() {
        return new Builder(new Board());
    }

    /** Builds a setup square by square. */
    public static final class Builder {
        private final Board board;

        private Builder(Board board) {
            this.board = board;
        }

        public Builder put(int square, Piece piece) {
            board.remove(square);
            board.put(piece.side() == Side.FIRST ? 0 : 1, piece.role().ordinal(), square);
            return this;
        }

        public Builder clear(int square) {
            board.remove(square);
            return this;
        }

        public Builder turn(Side side) {
            board.turn = side == Side.FIRST ? 0 : 1;
            return this;
        }

        public Builder castlingRooks(long rooks) {
            board.castlingRooks = rooks;
            return this;
        }

        public Builder epSquare(int square) {
            board.epSquare = square;
            return this;
        }

        public Builder halfmoves(int n) {
            board.halfmoves = n;
            return this;
        }

        public Builder fullmoves(int n) {
            board.fullmoves = n;
            return this;
        }

        public ChessSetup build() {
            return ChessSetup.of(board);
        }
    }
}
