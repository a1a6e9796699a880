package org.chessarbiter.rules.xiangqi.fen;

import java.util.List;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.xiangqi.PieceKind;
import org.chessarbiter.rules.xiangqi.Pieces;
import org.chessarbiter.rules.xiangqi.SetupValidator;
import org.chessarbiter.rules.xiangqi.Squares;
import org.chessarbiter.rules.xiangqi.XiangqiMessages;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;
import org.chessarbiter.rules.xiangqi.XiangqiRules;
import org.chessarbiter.rules.xiangqi.XiangqiSetup;

/**
 * Xiangqi FEN: ten ranks from Black's back rank (rank 9) down, upper case for Red, files a–i, then
 * the side to move ({@code w} or {@code r} for Red, {@code b} for Black), two unused fields
 * ({@code - -}), plies since the last capture and the move number; the last four fields may be
 * omitted. Piece letters K A B N R C P, with the aliases E (elephant) and H (horse) accepted on
 * input. Parse/format pair; errors are values with the field and character offset.
 */
public final class XiangqiFen {
    /** The standard start position (Luật Cờ Tướng 2004 Điều 3). */
    public static final String INITIAL = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    private XiangqiFen() {
    }

    /** Reads and validates a FEN ({@link SetupValidator}); never throws. */
    public static ParseResult<XiangqiPosition> parse(CharSequence text) {
        String fen = text.toString();
        int[] offsets = new int[Squares.COUNT];
        ParseResult<XiangqiSetup> raw = parseSetup(fen, offsets);
        if (!raw.isOk()) {
            return raw.map(s -> null);
        }
        int sideAt = fen.indexOf(' ', fen.length() - fen.stripLeading().length());
        Location sideLoc = sideAt < 0 ? Location.field("side", fen.length(), 0) : Location.field("side", sideAt + 1, 1);
        List<Problem> problems = SetupValidator.problems(raw.value(),
                sq -> sq < 0 ? sideLoc : Location.field("board", offsets[sq], 1));
        return problems.isEmpty() ? ParseResult.ok(XiangqiRules.positionOf(raw.value())) : ParseResult.fail(problems);
    }

    /** Reads a FEN into a raw setup (syntax only, no validation); never throws. */
    public static ParseResult<XiangqiSetup> parseSetup(CharSequence text) {
        return parseSetup(text.toString(), new int[Squares.COUNT]);
    }

    private static ParseResult<XiangqiSetup> parseSetup(String fen, int[] offsets) {
        int start = 0;
        while (start < fen.length() && fen.charAt(start) == ' ') {
            start++;
        }
        int end = fen.indexOf(' ', start);
        if (end < 0) {
            end = fen.length();
        }
        int[] points = new int[Squares.COUNT];
        Problem boardError = readBoard(fen, start, end, points, offsets);
        if (boardError != null) {
            return ParseResult.fail(boardError);
        }
        String[] rest = fen.substring(end).trim().isEmpty() ? new String[0] : fen.substring(end).trim().split("\\s+");
        int restAt = end;
        Side turn = Side.FIRST;
        if (rest.length > 0) {
            restAt = fen.indexOf(rest[0], end);
            switch (rest[0]) {
                case "w", "r", "W", "R" -> turn = Side.FIRST;
                case "b", "B" -> turn = Side.SECOND;
                default -> {
                    return ParseResult.fail(syntax(Location.field("side", restAt, rest[0].length()), "fen.badSide", rest[0]));
                }
            }
        }
        int clock = rest.length > 3 ? number(rest[3]) : 0;
        int move = rest.length > 4 ? number(rest[4]) : 1;
        if (clock < 0 || move < 1) {
            String bad = clock < 0 ? rest[3] : rest[4];
            return ParseResult.fail(syntax(Location.field(clock < 0 ? "halfmove" : "fullmove", fen.indexOf(bad, restAt),
                    bad.length()), "fen.badNumber", bad));
        }
        return ParseResult.ok(new XiangqiSetup(points, turn, clock, move));
    }

    private static Problem readBoard(String fen, int start, int end, int[] points, int[] offsets) {
        int rank = 9;
        int file = 0;
        for (int i = start; i < end; i++) {
            char c = fen.charAt(i);
            if (c == '/') {
                if (file != 9 || rank == 0) {
                    return syntax(Location.field("board", i, 1), "fen.badRank", 10 - rank);
                }
                rank--;
                file = 0;
            } else if (c >= '1' && c <= '9') {
                file += c - '0';
            } else {
                PieceKind kind = PieceKind.fromFenLetter(c);
                if (kind == null || file > 8) {
                    return syntax(Location.field("board", i, 1), kind == null ? "fen.badPiece" : "fen.badRank", kind == null ? c : 10 - rank);
                }
                int sq = Squares.of(file, rank);
                points[sq] = Pieces.of(kind, Character.isUpperCase(c) ? Side.FIRST : Side.SECOND);
                offsets[sq] = i;
                file++;
            }
            if (file > 9) {
                return syntax(Location.field("board", i, 1), "fen.badRank", 10 - rank);
            }
        }
        if (rank != 0 || file != 9) {
            return syntax(Location.field("board", start, end - start), "fen.badRankCount");
        }
        return null;
    }

    private static int number(String s) {
        if (s.equals("-")) {
            return 0;
        }
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static Problem syntax(Location at, String key, Object... args) {
        return Problem.error(ProblemKind.INVALID_SYNTAX, at, XiangqiMessages.of(key, args));
    }

    /** Writes a position as FEN (standard letters, {@code w}/{@code b}). */
    public static String format(XiangqiPosition position) {
        return format(position.toSetup());
    }

    /** Writes a setup as FEN. */
    public static String format(XiangqiSetup setup) {
        StringBuilder sb = new StringBuilder();
        for (int rank = 9; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 9; file++) {
                int p = setup.pieceAt(Squares.of(file, rank));
                if (p == Pieces.EMPTY) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(Pieces.fenChar(p));
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        sb.append(setup.turn() == Side.FIRST ? " w" : " b").append(" - - ").append(setup.pliesSinceCapture())
                .append(' ').append(setup.fullmoveNumber());
        return sb.toString();
    }
}
