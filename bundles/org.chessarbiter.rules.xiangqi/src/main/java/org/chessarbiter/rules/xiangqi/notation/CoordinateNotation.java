package org.chessarbiter.rules.xiangqi.notation;

import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.notation.MoveNotation;
import org.chessarbiter.rules.xiangqi.PieceKind;
import org.chessarbiter.rules.xiangqi.Pieces;
import org.chessarbiter.rules.xiangqi.Squares;
import org.chessarbiter.rules.xiangqi.XiangqiMove;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;

/**
 * The Vietnamese coordinate notation of Luật Cờ Tướng 2004 appendix 3 ("Cách ghi chép cờ Tướng
 * mới"): the piece letter (T Tướng, S Sĩ, V Tượng/voi, X Xe, P Pháo, M Mã, B Tốt/binh) and the
 * point reached, files a–i from the left, ranks 0–9 from the bottom ({@code Phe2}, {@code Mg7}).
 * "If two pieces of the same name can reach the point, add the rank or file they start from": the
 * file letter when it tells them apart, else the rank digit ({@code Xac8}, {@code X3c8}).
 */
public final class CoordinateNotation implements MoveNotation<XiangqiPosition, XiangqiMove> {
    /** The appendix-3 notation. */
    public static final CoordinateNotation INSTANCE = new CoordinateNotation();

    /** Appendix 3 letters by kind ordinal. */
    private static final String LETTERS = "TSVMXPB";

    private CoordinateNotation() {
    }

    @Override
    public String id() {
        return "vi-coordinate";
    }

    @Override
    public String format(XiangqiPosition position, XiangqiMove move) {
        int piece = position.pieceAt(move.from());
        StringBuilder sb = new StringBuilder().append(LETTERS.charAt(Pieces.kindIndex(piece)));
        List<XiangqiMove> rivals = new ArrayList<>();
        for (XiangqiMove m : position.legalMoves()) {
            if (m.to() == move.to() && position.pieceAt(m.from()) == piece && m.from() != move.from()) {
                rivals.add(m);
            }
        }
        if (!rivals.isEmpty()) {
            boolean fileUnique = rivals.stream().noneMatch(m -> Squares.file(m.from()) == Squares.file(move.from()));
            boolean rankUnique = rivals.stream().noneMatch(m -> Squares.rank(m.from()) == Squares.rank(move.from()));
            if (fileUnique) {
                sb.append((char) ('a' + Squares.file(move.from())));
            } else if (rankUnique) {
                sb.append(Squares.rank(move.from()));
            } else {
                sb.append(Squares.name(move.from()));
            }
        }
        return sb.append(Squares.name(move.to())).toString();
    }

    @Override
    public ParseResult<XiangqiMove> parse(XiangqiPosition position, CharSequence text) {
        String s = text.toString().trim();
        if (s.length() < 3 || s.length() > 5 || LETTERS.indexOf(s.charAt(0)) < 0) {
            return NotationProblems.syntax(id(), text, s.isEmpty() || LETTERS.indexOf(s.charAt(0)) < 0 ? 0 : -1);
        }
        PieceKind kind = PieceKind.of(LETTERS.indexOf(s.charAt(0)));
        int to = Squares.parse(s.charAt(s.length() - 2), s.charAt(s.length() - 1));
        String hint = s.substring(1, s.length() - 2);
        if (to < 0 || !validHint(hint)) {
            return NotationProblems.syntax(id(), text, -1);
        }
        List<XiangqiMove> found = new ArrayList<>();
        for (XiangqiMove m : position.legalMoves()) {
            int p = position.pieceAt(m.from());
            if (m.to() == to && Pieces.kind(p) == kind && fits(hint, m.from())) {
                found.add(m);
            }
        }
        return NotationProblems.resolve(text, found);
    }

    private static boolean validHint(String hint) {
        return hint.isEmpty() || hint.length() == 1 && (hint.charAt(0) >= 'a' && hint.charAt(0) <= 'i' || Character.isDigit(hint.charAt(0)))
                || hint.length() == 2 && Squares.parse(hint.charAt(0), hint.charAt(1)) >= 0;
    }

    private static boolean fits(String hint, int from) {
        if (hint.isEmpty()) {
            return true;
        }
        if (hint.length() == 2) {
            return Squares.name(from).equals(hint);
        }
        char c = hint.charAt(0);
        return Character.isDigit(c) ? Squares.rank(from) == c - '0' : Squares.file(from) == c - 'a';
    }
}
