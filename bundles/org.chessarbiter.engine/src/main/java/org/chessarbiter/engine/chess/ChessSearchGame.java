package org.chessarbiter.engine.chess;

import org.chessarbiter.engine.search.SearchBoard;
import org.chessarbiter.engine.search.SearchGame;
import org.chessarbiter.rules.History;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.chess.ChessMove;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.Role;
import org.chessarbiter.rules.chess.internal.Board;
import org.chessarbiter.rules.chess.internal.MoveCodec;

/** Chess for the embedded engine: the bitboard search board of a game, and its packed moves as {@link ChessMove}s. */
final class ChessSearchGame implements SearchGame<ChessPosition, ChessMove> {

    @Override
    public SearchBoard board(History<ChessPosition, ChessMove> game) {
        ChessSearchBoard board = new ChessSearchBoard(boardOf(game.positions().get(0)));
        for (ChessMove m : game.moves()) {
            int packed = board.find(m.from(), m.to(), m.promotion() == null ? 0 : m.promotion().ordinal(), m.castling());
            if (packed == 0) {
                throw new IllegalArgumentException("illegal move in the game: " + m);
            }
            board.make(packed);
        }
        return board;
    }

    @Override
    public ChessMove move(int packed) {
        int promotion = MoveCodec.promotionRole(packed);
        return new ChessMove(MoveCodec.from(packed), MoveCodec.to(packed), promotion == 0 ? null : Role.of(promotion),
                MoveCodec.isCastle(packed));
    }

    /** The rules bundle's bitboard of a position, from its public accessors. */
    static Board boardOf(ChessPosition p) {
        Board b = new Board();
        for (Side side : Side.values()) {
            for (Role role : Role.values()) {
                long bits = p.pieces(side, role);
                b.roles[role.ordinal()] |= bits;
                b.sides[side.ordinal()] |= bits;
            }
        }
        b.turn = p.turn() == Side.FIRST ? Board.WHITE : Board.BLACK;
        b.castlingRooks = p.castlingRooks();
        b.epSquare = p.legalEpSquare();
        b.halfmoves = p.halfmoves();
        b.fullmoves = p.fullmoves();
        return b;
    }
}
