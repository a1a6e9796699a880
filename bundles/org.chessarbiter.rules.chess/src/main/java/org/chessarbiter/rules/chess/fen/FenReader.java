package org.chessarbiter.rules.chess.fen;

import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.chess.ChessSetup;
import org.chessarbiter.rules.chess.Piece;
import org.chessarbiter.rules.chess.Role;
import org.chessarbiter.rules.chess.Squares;

/** One FEN text being read: splits it into fields, remembers their spans, reads each. */
final class FenReader {
    private final String text;
    private final int[] starts = new int[6];
    private final int[] ends = new int[6];
    private int count;
    private final List<Problem> problems = new ArrayList<>();
    private final ChessSetup.Builder builder = ChessSetup.builder();

    FenReader(CharSequence text) {
        this.text = text.toString();
        int i = 0;
        while (count < 6) {
            while (i < this.text.length() && Character.isWhitespace(this.text.charAt(i))) {
                i++;
            }
            if (i >= this.text.length()) {
                break;
            }
            starts[count] = i;
            while (i < this.text.length() && !Character.isWhitespace(this.text.charAt(i))) {
                i++;
            }
            ends[count++] = i;
        }
    }

    /** The span of a field by name (the end of the text if the field is missing). */
    Location fieldLocation(String name) {
        for (int f = 0; f < 6; f++) {
            if (Fen.FIELDS[f].equals(name)) {
                return f < count ? Location.field(name, starts[f], ends[f] - starts[f])
                        : Location.field(name, text.length(), 0);
            }
        }
        return Location.field(name, 0, text.length());
    }

    private String field(int f) {
        return text.substring(starts[f], ends[f]);
    }

    ParseResult<ChessSetup> read() {
        if (count < 2) {
            problems.add(Fen.syntax(count == 0 ? "board" : "turn", text.length(), 0, "fen.missingField",
                    count == 0 ? "board" : "turn"));
            return ParseResult.fail(problems);
        }
        if (count == 6 && !text.substring(ends[5]).isBlank()) {
            int at = ends[5];
            while (Character.isWhitespace(text.charAt(at))) {
                at++;
            }
            problems.add(Fen.syntax("fullmoves", at, text.length() - at, "fen.trailing"));
        }
        readBoard();
        readTurn();
        if (count > 2) {
            readCastling();
        }
        if (count > 3) {
            readEp();
        }
        builder.halfmoves(count > 4 ? readCounter(4, 0) : 0);
        builder.fullmoves(count > 5 ? Math.max(1, readCounter(5, 1)) : 1);
        return problems.stream().anyMatch(Problem::isError) ? ParseResult.fail(problems)
                : ParseResult.ok(builder.build(), problems);
    }

    private void readBoard() {
        String b = field(0);
        int base = starts[0];
        int rank = 7;
        int file = 0;
        for (int i = 0; i < b.length(); i++) {
            char c = b.charAt(i);
            if (c == '/') {
                if (file != 8) {
                    problems.add(Fen.syntax("board", base + i, 1, "fen.rankWidth", rank + 1, file));
                    return;
                }
                rank--;
                file = 0;
                if (rank < 0) {
                    problems.add(Fen.syntax("board", base + i, 1, "fen.tooManyRanks"));
                    return;
                }
            } else if (c >= '1' && c <= '8') {
                file += c - '0';
            } else if (c == '~' && i > 0 && Character.isLetter(b.charAt(i - 1))) {
                continue;
            } else {
                Role role = Role.ofLetter(c);
                if (role == null) {
                    problems.add(Fen.syntax("board", base + i, 1, "fen.badPiece", String.valueOf(c)));
                    return;
                }
                if (file < 8) {
                    builder.put(Squares.of(file, rank),
                            new Piece(Character.isUpperCase(c) ? Side.FIRST : Side.SECOND, role));
                }
                file++;
            }
            if (file > 8) {
                problems.add(Fen.syntax("board", base + i, 1, "fen.rankWidth", rank + 1, file));
                return;
            }
        }
        if (rank != 0 || file != 8) {
            problems.add(Fen.syntax("board", base + b.length(), 0, rank != 0 ? "fen.ranks" : "fen.rankWidth",
                    rank != 0 ? 8 - rank : 1, file));
        }
    }

    private void readTurn() {
        String t = field(1);
        if (t.equals("w") || t.equals("W")) {
            builder.turn(Side.FIRST);
        } else if (t.equals("b") || t.equals("B")) {
            builder.turn(Side.SECOND);
        } else {
            problems.add(Fen.syntax("turn", starts[1], t.length(), "fen.badTurn", t));
        }
    }

    private void readCastling() {
        String c = field(2);
        if (c.equals("-")) {
            return;
        }
        ChessSetup board = builder.build();
        long rooks = 0;
        for (int i = 0; i < c.length(); i++) {
            char ch = c.charAt(i);
            Side side = Character.isUpperCase(ch) ? Side.FIRST : Side.SECOND;
            int base = side == Side.FIRST ? 0 : 56;
            char up = Character.toUpperCase(ch);
            int sq;
            if (up == 'K' || up == 'Q') {
                sq = outermostRook(board, side, up == 'K');
                if (sq < 0) {
                    problems.add(Problem.error(ProblemKind.ILLEGAL, Location.field("castling", starts[2] + i, 1),
                            Message.of(Fen.class, "fen.noCastlingRook", String.valueOf(ch))));
                    continue;
                }
            } else if (up >= 'A' && up <= 'H') {
                sq = base + (up - 'A');
            } else {
                problems.add(Fen.syntax("castling", starts[2] + i, 1, "fen.badCastling", String.valueOf(ch)));
                continue;
            }
            rooks |= 1L << sq;
        }
        builder.castlingRooks(rooks);
    }

    private static int outermostRook(ChessSetup s, Side side, boolean kingSide) {
        int base = side == Side.FIRST ? 0 : 56;
        int king = -1;
        for (int f = 0; f < 8; f++) {
            if (s.pieceAt(base + f).filter(p -> p.equals(new Piece(side, Role.KING))).isPresent()) {
                king = f;
            }
        }
        if (king < 0) {
            return -1;
        }
        for (int f = kingSide ? 7 : 0; kingSide ? f > king : f < king; f += kingSide ? -1 : 1) {
            if (s.pieceAt(base + f).filter(p -> p.equals(new Piece(side, Role.ROOK))).isPresent()) {
                return base + f;
            }
        }
        return -1;
    }

    private void readEp() {
        String e = field(3);
        if (e.equals("-")) {
            return;
        }
        int sq = Squares.parse(e);
        if (sq < 0) {
            problems.add(Fen.syntax("ep", starts[3], e.length(), "fen.badEp", e));
        } else {
            builder.epSquare(sq);
        }
    }

    private int readCounter(int f, int fallback) {
        String s = field(f);
        if (s.isEmpty() || s.length() > 6 || !s.chars().allMatch(Character::isDigit)) {
            problems.add(Fen.syntax(Fen.FIELDS[f], starts[f], s.length(), "fen.badCounter", s));
            return fallback;
        }
        return Integer.parseInt(s);
    }
}
