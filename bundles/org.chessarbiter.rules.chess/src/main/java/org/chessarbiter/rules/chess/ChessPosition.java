package org.chessarbiter.rules.chess;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.chess.internal.AttackTables;
import org.chessarbiter.rules.chess.internal.Board;
import org.chessarbiter.rules.chess.internal.FastPerft;
import org.chessarbiter.rules.chess.internal.MoveCodec;
import org.chessarbiter.rules.chess.internal.MoveGenerator;

/**
 * A validated chess position (made by {@link ChessRules#position} or {@link #initial()}): immutable;
 * {@link #play} returns a new position. Legal moves follow FIDE 2018 Art. 3 (see
 * {@link MoveGenerator}).
 */
public final class ChessPosition implements Position<ChessPosition, ChessMove> {
    /** Scratch space for the generator (a position has at most 218 legal moves). */
    private static final ThreadLocal<int[]> BUFFER = ThreadLocal.withInitial(() -> new int[256]);

    private final Board board;
    // lazily computed caches; volatile so that a position shared between threads is safely published
    private volatile int[] packed;
    private volatile List<ChessMove> moves;
    private volatile PositionKey key;
    /** {@link #repetitionHash}, 0 until computed (an int written whole: a thread that sees 0 computes the same). */
    private int repetitionHash;
    /** The last move played from here and its result (one final pair: safe to share between threads). */
    private volatile Played last;
    /** The legal moves to the last square asked for from the squares asked for, while the whole list is not known. */
    private volatile MovesTo movesTo;

    private record Played(ChessMove move, ChessPosition child) {
    }

    /** The packed legal moves from a square of {@code origins} ending on {@code to}, castling as {@link #packedTo}. */
    private record MovesTo(int to, long origins, int[] moves) {
    }

    ChessPosition(Board board) {
        this.board = board;
    }

    /** The standard start position (FIDE 2018 2.3). */
    public static ChessPosition initial() {
        return StartPositions.standard();
    }

    private int[] packed() {
        int[] p = packed;
        if (p == null) {
            int[] buf = BUFFER.get();
            p = Arrays.copyOf(buf, MoveGenerator.generate(board, buf));
            packed = p;
        }
        return p;
    }

    /** The legal moves in their packed form ({@link MoveCodec}), for this engine's own fast paths: not to be changed. */
    int[] packedMoves() {
        return packed();
    }

    @Override
    public Side turn() {
        return board.turn == 0 ? Side.FIRST : Side.SECOND;
    }

    @Override
    public List<ChessMove> legalMoves() {
        List<ChessMove> ms = moves;
        if (ms == null) {
            int[] p = packed();
            List<ChessMove> out = new ArrayList<>(p.length);
            for (int m : p) {
                out.add(decode(m));
            }
            ms = Collections.unmodifiableList(out);
            moves = ms;
        }
        return ms;
    }

    @Override
    public boolean isLegal(ChessMove move) {
        return encode(move) != 0;
    }

    /** The move of a packed one ({@link MoveCodec}). */
    static ChessMove decode(int m) {
        int promo = MoveCodec.promotionRole(m);
        return new ChessMove(MoveCodec.from(m), MoveCodec.to(m), promo == 0 ? null : Role.of(promo),
                MoveCodec.isCastle(m));
    }

    /**
     * Packed legal moves, among them those from a square of {@code origins} ending on {@code to} (castling for its
     * rook's square or the king's destination), in the order of the whole list: the whole list when it is known,
     * else those of the last squares asked for when they include these, else those generated for them alone.
     */
    private int[] packedTo(int to, long origins) {
        int[] all = packed;
        if (all != null) {
            return all;
        }
        MovesTo memo = movesTo;
        if (memo != null && memo.to() == to && (memo.origins() & origins) == origins) {
            return memo.moves();
        }
        int[] buf = BUFFER.get(); // the scratch space of the whole list: only the moves found are kept
        int[] p = Arrays.copyOf(buf, MoveGenerator.generate(board, buf, 1L << to, origins));
        movesTo = new MovesTo(to, origins, p);
        return p;
    }

    /** The packed form of a legal move, or 0 if the move is not legal here. */
    private int encode(ChessMove move) {
        for (int m : packedTo(move.to(), 1L << move.from())) {
            if (MoveCodec.from(m) == move.from() && MoveCodec.to(m) == move.to() && MoveCodec.isCastle(m) == move.castling()
                    && MoveCodec.promotionRole(m) == (move.promotion() == null ? 0 : move.promotion().ordinal())) {
                return m;
            }
        }
        return 0;
    }

    /**
     * The legal moves whose destination is {@code to} (for castling: the king's destination or the
     * rook's square), without materialising the whole move list: the fast path of SAN reading.
     */
    public List<ChessMove> legalMovesTo(int to) {
        return legalMovesTo(to, ~0L);
    }

    /**
     * The legal moves from a square of {@code origins} (a set of squares, bit {@code s} for square {@code s}) whose
     * destination is {@code to}, as {@link #legalMovesTo(int)}: reading a written move asks for those of the pieces
     * that can have made it, and the others are not looked at.
     */
    public List<ChessMove> legalMovesTo(int to, long origins) {
        List<ChessMove> out = new ArrayList<>(2);
        for (int m : packedTo(to, origins)) {
            // a castling move is kept for its rook's square or its king's destination (ChessMove#kingTo), the
            // others for their destination: only the moves kept are made
            int from = MoveCodec.from(m);
            int dest = MoveCodec.to(m);
            if ((origins >>> from & 1) != 0
                    && (dest == to || MoveCodec.isCastle(m) && ChessMove.castlingKingTo(from, dest) == to)) {
                out.add(decode(m));
            }
        }
        return out;
    }

    /** The legal castling moves (FIDE 2018 3.8.2), without making the moves of the whole list. */
    public List<ChessMove> castlingMoves() {
        List<ChessMove> out = new ArrayList<>(2);
        int[] all = packed;
        if (all == null) { // only the castling moves generated
            int[] castling = new int[8]; // a move for each castling rook of the back rank: eight at most
            for (int i = 0, n = MoveGenerator.castlingMoves(board, castling); i < n; i++) {
                out.add(decode(castling[i]));
            }
            return out;
        }
        for (int m : all) {
            if (MoveCodec.isCastle(m)) {
                out.add(decode(m));
            }
        }
        return out;
    }

    @Override
    public ChessPosition play(ChessMove move) {
        Played memo = last;
        if (memo != null && memo.move().equals(move)) {
            return memo.child();
        }
        int m = encode(move);
        if (m == 0) {
            throw new IllegalArgumentException("illegal move " + move + " in " + this);
        }
        Board next = board.copy();
        next.play(m);
        ChessPosition child = new ChessPosition(next);
        last = new Played(move, child);
        return child;
    }

    @Override
    public boolean inCheck() {
        return board.inCheck();
    }

    /** FIDE 2018 1.4.1: in check and no legal move. */
    public boolean isCheckmate() {
        return inCheck() && packed().length == 0;
    }

    /** FIDE 2018 5.2.1: not in check and no legal move. */
    public boolean isStalemate() {
        return packed().length == 0 && !inCheck();
    }

    @Override
    public ChessSetup toSetup() {
        return ChessSetup.of(board);
    }

    /** The piece on {@code square}, if any. */
    public Optional<Piece> pieceAt(int square) {
        int side = board.sideAt(square);
        return side < 0 ? Optional.empty()
                : Optional.of(new Piece(side == 0 ? Side.FIRST : Side.SECOND, Role.of(board.roleAt(square))));
    }

    /** The squares (bitboard) of the pieces of {@code side} and {@code role}. */
    public long pieces(Side side, Role role) {
        return board.roles[role.ordinal()] & board.sides[side.ordinal()];
    }

    /** The squares (bitboard) of all pieces of {@code side}. */
    public long pieces(Side side) {
        return board.sides[side.ordinal()];
    }

    /** Half-moves since the last capture or pawn move (FIDE 2018 9.3, 9.6.2). */
    public int halfmoves() {
        return board.halfmoves;
    }

    public int fullmoves() {
        return board.fullmoves;
    }

    /** The rooks (bitboard) that keep castling rights. */
    public long castlingRooks() {
        return board.castlingRooks;
    }

    /**
     * The en passant square if an en passant capture is legal now, else -1 (FIDE 2018 9.2.2.1: only
     * then does it make the position different).
     */
    public int legalEpSquare() {
        if (board.epSquare < 0) {
            return -1;
        }
        // only a pawn beside the pawn that moved two squares can take it (the square is empty, no pawn steps onto
        // it): without one, no move to it is generated
        long takers = AttackTables.PAWN[board.turn ^ 1][board.epSquare] & board.roles[Board.PAWN] & board.sides[board.turn];
        if (takers == 0) {
            return -1;
        }
        for (int m : packedTo(board.epSquare, takers)) {
            if (MoveCodec.to(m) == board.epSquare && (takers >>> MoveCodec.from(m) & 1) != 0) {
                return board.epSquare;
            }
        }
        return -1;
    }

    /**
     * A hash of the men on their squares, the side to move and the castling rights, made without the key: positions
     * with equal keys ({@link #key}) have equal hashes. The repetition checks compare it first and make keys only
     * where it matches, so that most positions of a game never get one.
     */
    public int repetitionHash() {
        int h = repetitionHash;
        if (h == 0) {
            h = PositionKey.hashOf(board.roles, board.sides[0], board.sides[1], board.turn, board.castlingRooks, -1);
            h = h == 0 ? 1 : h;
            repetitionHash = h;
        }
        return h;
    }

    /** The identity of this position for repetition (FIDE 2018 9.2.2). */
    public PositionKey key() {
        PositionKey k = key;
        if (k == null) {
            k = new PositionKey(board.roles.clone(), board.sides[0], board.sides[1], board.turn, board.castlingRooks,
                    legalEpSquare());
            key = k;
        }
        return k;
    }

    /** Perft by the fast internal generator (bulk counting). */
    public long perft(int depth) {
        return new FastPerft().perft(board, depth);
    }

    /** A copy of the internal board, for this engine's own packages' fast paths. */
    Board board() {
        return board.copy();
    }

    /** The internal board itself, for reading only (the dead-position tests, after every move of a game). */
    Board boardView() {
        return board;
    }

    /** The FEN of this position, castling rights in {@code castling}, en passant square only when the capture is legal. */
    public String fen(CastlingNotation castling) {
        return FenWriter.write(toSetup(), castling, legalEpSquare());
    }

    /** The FEN of this position (X-FEN castling), as {@code fen.Fen.format} writes it. */
    @Override
    public String toString() {
        return fen(CastlingNotation.X_FEN);
    }
}
