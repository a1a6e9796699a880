package org.chessarbiter.rules.chess.san;

import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.chess.ChessMove;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.Role;
import org.chessarbiter.rules.chess.Squares;

/**
 * Lenient SAN reader for one set of piece letters (FIDE 2018 Appendix C, FIDE 2000 Appendix E).
 * Reads: piece letter or figurine, optional from-file/rank (C.10) or the whole from-square (C.8 long
 * form {@code Tb2e5}, {@code e7e5}, {@code e2-e4}), capture as {@code x} or {@code :} or omitted
 * ({@code ed4}, as in the seed's sample game), promotion with or without {@code =} (C.11), castling
 * {@code O-O}/{@code 0-0} (C.13), suffixes {@code +}, {@code ++}, {@code #}, {@code e.p.} /
 * {@code qđ}, and {@code !?}-style annotations. Harmless slips (a capture mark on a non-capture, a
 * wrong check mark, castling written as a king move) give a warning, not an error.
 */
final class SanParser {
    private static final String FIGURINES = "♘♗♖♕♔♞♝♜♛♚";
    private static final Role[] FIGURINE_ROLES = {Role.KNIGHT, Role.BISHOP, Role.ROOK, Role.QUEEN, Role.KING};

    private final PieceLetters letters;
    private final List<Role> roles;
    /** The letters of {@link #roles}, in the same order. */
    private final String[] roleLetters;

    SanParser(PieceLetters letters) {
        this.letters = letters;
        this.roles = letters.rolesLongestFirst();
        this.roleLetters = roles.stream().map(letters::of).toArray(String[]::new);
    }

    ParseResult<ChessMove> parse(ChessPosition pos, CharSequence input) {
        String text = input.toString();
        int start = 0;
        int end = text.length();
        while (start < end && Character.isWhitespace(text.charAt(start))) {
            start++;
        }
        while (end > start && Character.isWhitespace(text.charAt(end - 1))) {
            end--;
        }
        Location whole = Location.span(start, end - start);
        if (start == end) {
            return fail(ProblemKind.INVALID_SYNTAX, whole, "san.empty", text);
        }
        Suffix suffix = Suffix.strip(text, start, end);
        String b = text.substring(start, suffix.bodyEnd());
        int castles = castlingLength(b);
        if (castles > 0) {
            return castling(pos, text, whole, suffix, castles == 2);
        }
        Role role = Role.PAWN;
        int i = 0;
        int fig = b.isEmpty() ? -1 : figurine(b.charAt(0));
        if (fig >= 0) {
            role = FIGURINE_ROLES[fig % 5];
            i = 1;
        } else {
            char first = b.isEmpty() ? 0 : b.charAt(0);
            for (int k = 0; k < roleLetters.length; k++) {
                // the first character compared before the whole letters: it tells most of them apart
                String l = roleLetters[k];
                if (l.isEmpty() || first == l.charAt(0) && (l.length() == 1 || b.startsWith(l))) {
                    role = roles.get(k);
                    i = roleLetters[k].length();
                    break;
                }
            }
        }
        SanBody body = SanBody.read(b, i, this);
        if (body == null) {
            return fail(ProblemKind.INVALID_SYNTAX, whole, "san.syntax", text.substring(start, end));
        }
        return match(pos, text.substring(start, end), whole, suffix, role, body);
    }

    /**
     * Whether {@code text} is read without this parser's letters: a pawn move of squares and capture marks
     * ({@code e4}, {@code exd5+}), starting with a file no letter of these starts with and ending on a rank (no
     * promotion letter to read), so that every parser reads it alike.
     */
    boolean readsWithoutLetters(CharSequence text) {
        int n = text.length();
        if (n < 2 || n > 7 || text.charAt(0) < 'a' || text.charAt(0) > 'h') {
            return false;
        }
        int body = n;
        while (body > 0 && (text.charAt(body - 1) == '+' || text.charAt(body - 1) == '#')) {
            body--;
        }
        if (body < 2 || text.charAt(body - 1) < '1' || text.charAt(body - 1) > '8') {
            return false;
        }
        for (int i = 1; i < body; i++) {
            char c = text.charAt(i);
            if (!(c >= 'a' && c <= 'h' || c >= '1' && c <= '8' || c == 'x')) {
                return false;
            }
        }
        for (String l : roleLetters) {
            if (l.charAt(0) == text.charAt(0)) {
                return false;
            }
        }
        return true;
    }

    /** The promotion role whose letter (or figurine) ends at {@code end} in {@code b}, with its length. */
    Role promotionEndingAt(String b, int from, int end, int[] length) {
        if (end > from) {
            int fig = figurine(b.charAt(end - 1));
            if (fig >= 0) {
                length[0] = 1;
                return FIGURINE_ROLES[fig % 5];
            }
        }
        for (int k = 0; k < roleLetters.length; k++) {
            Role r = roles.get(k);
            String l = roleLetters[k];
            if (r != Role.KING && end - l.length() >= from && b.startsWith(l, end - l.length())) {
                length[0] = l.length();
                return r;
            }
        }
        return null;
    }

    private ParseResult<ChessMove> match(ChessPosition pos, String token, Location whole, Suffix suffix, Role role,
            SanBody body) {
        int to = body.to();
        int ff = body.fromFile();
        int fr = body.fromRank();
        Role promo = body.promotion();
        // the one candidate kept apart: a list is made only when a second one makes the move ambiguous
        ChessMove found = null;
        List<ChessMove> candidates = null;
        boolean castlingAsKingMove = false;
        // only the pieces of the role named, on the file and rank given, can have made the move
        long movers = pos.pieces(pos.turn(), role) & (ff >= 0 ? Squares.FILE_A << ff : ~0L)
                & (fr >= 0 ? Squares.RANK_1 << 8 * fr : ~0L);
        for (ChessMove mv : pos.legalMovesTo(to, movers)) {
            boolean toMatches = mv.to() == to || (mv.castling() && mv.kingTo() == to && mv.kingTo() != mv.from());
            if (!toMatches || (promo != null && mv.promotion() != promo)) {
                continue;
            }
            if (mv.castling() && hasPlainKingMove(pos, mv.from(), to)) {
                continue;
            }
            castlingAsKingMove = mv.castling();
            if (found == null) {
                found = mv;
            } else {
                if (candidates == null) {
                    candidates = new ArrayList<>(2);
                    candidates.add(found);
                }
                candidates.add(mv);
            }
        }
        if (found == null) {
            return fail(ProblemKind.ILLEGAL, whole, "san.illegal", token);
        }
        if (candidates != null) {
            return ParseResult.fail(Problem.ambiguous(whole, Message.of(SanParser.class, "san.ambiguous", token,
                    candidates.size()), candidates));
        }
        ChessMove mv = found;
        List<Problem> warnings = List.of(); // most moves have none: a list is made for the first
        if (castlingAsKingMove) {
            warnings = warned(warnings, warn(whole, "san.castlingAsKingMove", token));
        }
        long occupied = pos.pieces(Side.FIRST) | pos.pieces(Side.SECOND);
        boolean capture = (occupied >>> mv.to() & 1) != 0 && !mv.castling()
                || (role == Role.PAWN && Squares.file(mv.from()) != Squares.file(mv.to()));
        if (body.captureMark() && !capture) {
            warnings = warned(warnings, warn(whole, "san.notACapture", token));
        }
        warnings = checkSuffix(pos, mv, whole, suffix, token, warnings);
        return ParseResult.ok(mv, warnings);
    }

    /** {@code warnings} with {@code w} added (a list of its own made for the first one). */
    private static List<Problem> warned(List<Problem> warnings, Problem w) {
        List<Problem> to = warnings.isEmpty() ? new ArrayList<>(2) : warnings;
        to.add(w);
        return to;
    }

    /** The index of {@code c} in {@link #FIGURINES}, or -1 (most characters are not in their block, U+2654-U+265F). */
    private static int figurine(char c) {
        return c < '\u2654' || c > '\u265F' ? -1 : FIGURINES.indexOf(c);
    }

    /** 2 for O-O, 3 for O-O-O (letter O, digit 0 or o; hyphens optional), else 0. */
    private static int castlingLength(String b) {
        int n = 0;
        for (int k = 0; k < b.length(); k++) {
            char c = b.charAt(k);
            if (c == 'O' || c == '0' || c == 'o') {
                n++;
            } else if (c != '-' || k == 0 || b.charAt(k - 1) == '-') {
                return 0;
            }
        }
        return n == 2 || n == 3 ? n : 0;
    }

    private static boolean hasPlainKingMove(ChessPosition pos, int from, int to) {
        for (ChessMove o : pos.legalMovesTo(to, 1L << from)) {
            if (!o.castling() && o.from() == from && o.to() == to) {
                return true;
            }
        }
        return false;
    }

    private ParseResult<ChessMove> castling(ChessPosition pos, String text, Location whole, Suffix suffix, boolean kingSide) {
        for (ChessMove mv : pos.castlingMoves()) {
            if ((mv.to() > mv.from()) == kingSide) {
                return ParseResult.ok(mv, checkSuffix(pos, mv, whole, suffix, text.trim(), List.of()));
            }
        }
        return fail(ProblemKind.ILLEGAL, whole, "san.castlingIllegal", text.trim());
    }

    /** {@code warnings}, with one more when the check or mate mark is wrong. */
    private static List<Problem> checkSuffix(ChessPosition pos, ChessMove mv, Location whole, Suffix suffix, String token,
            List<Problem> warnings) {
        if (!suffix.check() && !suffix.mate()) {
            return warnings;
        }
        ChessPosition after = pos.play(mv);
        if (suffix.mate() && !after.isCheckmate() || suffix.check() && !after.inCheck()) {
            return warned(warnings, warn(whole, "san.wrongCheckMark", token));
        }
        return warnings;
    }

    private static Problem warn(Location at, String key, Object... args) {
        return Problem.warning(ProblemKind.INCONSISTENT, at, Message.of(SanParser.class, key, args));
    }

    private static ParseResult<ChessMove> fail(ProblemKind kind, Location at, String key, Object... args) {
        return ParseResult.fail(Problem.error(kind, at, Message.of(SanParser.class, key, args)));
    }
}
