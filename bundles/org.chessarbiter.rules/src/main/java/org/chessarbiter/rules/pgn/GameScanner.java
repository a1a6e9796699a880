package org.chessarbiter.rules.pgn;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.ProblemKind;

/** Scans one game (tags, then movetext) from a {@link CharSource} for {@link PgnReader}. */
final class GameScanner {
    /** WXF moves whose origin is two files or signs: tandem pawns ({@code 33.4}, {@code 3+.4}), {@code ++.5}. */
    private static final java.util.regex.Pattern WXF_TANDEM = java.util.regex.Pattern
            .compile("(?:[1-9][1-9+-]|\\+\\+|--)[.+=-][1-9][!?]*");
    private final CharSource src;
    private final PgnVisitor visitor;
    private final StringBuilder sb = new StringBuilder(64);
    private int depth;
    private boolean started;

    GameScanner(CharSource src, PgnVisitor visitor) {
        this.src = src;
        this.visitor = visitor;
    }

    boolean scan() {
        skipSpaceAndEscapes();
        if (src.peek() == CharSource.EOF) {
            return false;
        }
        begin();
        while (true) {
            skipSpaceAndEscapes();
            if (src.peek() != '[') {
                break;
            }
            readTag();
        }
        visitor.endTags();
        movetext();
        visitor.endGame();
        return true;
    }

    private void begin() {
        if (!started) {
            started = true;
            visitor.beginGame(src.here());
        }
    }

    private void skipSpaceAndEscapes() {
        while (true) {
            src.skipWhitespace();
            int c = src.peek();
            if (c == '%' && src.column() == 1) {
                while (c != '\n' && c != CharSource.EOF) {
                    src.next();
                    c = src.peek();
                }
            } else {
                return;
            }
        }
    }

    private void readTag() {
        Location start = src.here();
        src.next();
        skipInline();
        Location nameAt = src.here();
        sb.setLength(0);
        src.name(sb);
        String name = sb.toString();
        nameAt = src.from(nameAt);
        skipInline();
        if (name.isEmpty() || src.peek() != '"') {
            skipLine();
            visitor.problem(PgnReader.problem(ProblemKind.INVALID_SYNTAX, false, src.from(start), "pgn.badTag"));
            return;
        }
        src.next();
        sb.setLength(0);
        int c = src.quoted(sb);
        String value = sb.toString();
        skipInline();
        if (c != '"' || src.peek() != ']') {
            skipLine();
            visitor.problem(PgnReader.problem(ProblemKind.INVALID_SYNTAX, false, src.from(start), "pgn.badTag"));
            return;
        }
        src.next();
        visitor.tagName(name, nameAt);
        visitor.tag(name, value, src.from(start));
    }

    private void skipInline() {
        while (src.peek() == ' ' || src.peek() == '\t') {
            src.next();
        }
    }

    private void skipLine() {
        while (src.peek() != CharSource.EOF && src.peek() != '\n') {
            src.next();
        }
    }

    private void movetext() {
        while (true) {
            skipSpaceAndEscapes();
            int c = src.peek();
            src.mark(); // where the token begins: its span is made of it, a point only where one is told
            if (c == CharSource.EOF || c == '[') {
                Location at = src.marked();
                visitor.problem(PgnReader.problem(ProblemKind.INVALID_SYNTAX, true, at, "pgn.noResult"));
                closeVariations(at);
                return;
            }
            switch (c) {
                case '{' -> braceComment();
                case ';' -> lineComment();
                case '(' -> {
                    src.next();
                    if (src.peek() == '=' ) {
                        drawOffer();
                    } else {
                        depth++;
                        visitor.beginVariation(src.marked());
                    }
                }
                case ')' -> {
                    src.next();
                    if (depth == 0) {
                        visitor.problem(PgnReader.problem(ProblemKind.INVALID_SYNTAX, true, src.fromMark(), "pgn.unmatchedParen"));
                    } else {
                        depth--;
                        visitor.endVariation(src.marked());
                    }
                }
                case '$' -> {
                    src.next();
                    String digits = word();
                    try {
                        visitor.nag(Integer.parseInt(digits), src.fromMark());
                    } catch (NumberFormatException e) {
                        visitor.problem(PgnReader.problem(ProblemKind.INVALID_SYNTAX, true, src.fromMark(), "pgn.badNag", digits));
                    }
                }
                default -> {
                    if (token()) {
                        return;
                    }
                }
            }
        }
    }

    /** "(=)": a draw offer written on the scoresheet (FIDE 2018 9.1.2.2); no variation. */
    private void drawOffer() {
        while (src.peek() == '=') {
            src.next();
        }
        if (src.peek() == ')') {
            src.next();
        }
        visitor.drawOffer(src.fromMark());
    }

    private void closeVariations(Location at) {
        while (depth > 0) {
            depth--;
            visitor.endVariation(at);
        }
    }

    /** Reads a word token; true when it ended the game. */
    private boolean token() {
        String w = word();
        if (w.isEmpty()) {
            visitor.problem(PgnReader.problem(ProblemKind.INVALID_SYNTAX, true, src.marked(), "pgn.strayChar",
                    String.valueOf((char) src.next())));
            return false;
        }
        Location loc = src.fromMark();
        switch (marker(w) ? w : "") {
            case "1-0", "0-1", "1/2-1/2", "*", "½-½" -> {
                if (depth > 0) {
                    visitor.problem(PgnReader.problem(ProblemKind.INVALID_SYNTAX, true, loc, "pgn.resultInVariation"));
                    closeVariations(loc);
                }
                visitor.result(w.equals("½-½") ? "1/2-1/2" : w, loc);
                return true;
            }
            case "=", "e.p.", "ep", "qđ", "+", "#" -> {
                return false;
            }
            default -> {
            }
        }
        Integer glyph = NagTables.isGlyphStart(w.charAt(0)) ? NagTables.GLYPHS.get(w) : null;
        if (glyph != null) {
            visitor.nag(glyph, loc);
            return false;
        }
        int i = 0;
        while (i < w.length() && Character.isDigit(w.charAt(i))) {
            i++;
        }
        int digits = i;
        while (i < w.length() && (w.charAt(i) == '.' || w.charAt(i) == '…')) {
            i++;
        }
        if (i == w.length() && digits > 0) {
            if (i == digits && src.peek() == ')') {
                // "12)": a move number as scoresheets write it (the scoresheet language's MOVE_NUMBER), not the end
                // of a variation
                src.next();
                visitor.moveNumber(w + ")", src.fromMark());
                return false;
            }
            visitor.moveNumber(w, loc);
            return false;
        }
        // WXF tandem pieces written with their files ("33.4", "3+.4") are moves, not a number and a move
        int start = i > digits && digits > 0 && !WXF_TANDEM.matcher(w).matches() ? i : 0;
        if (start > 0) {
            visitor.moveNumber(w.substring(0, start), new Location(loc.offset(), start, loc.line(), loc.column(), null));
        }
        int end = w.length();
        while (end > start && (w.charAt(end - 1) == '!' || w.charAt(end - 1) == '?')) {
            end--;
        }
        Integer suffixNag = end == w.length() ? null : NagTables.GLYPHS.get(w.substring(end));
        if (suffixNag == null) {
            end = w.length();
        }
        // most words are the move alone: its location is the word's
        visitor.move(w.substring(start, end), start == 0 && end == w.length() ? loc
                : new Location(loc.offset() + start, end - start, loc.line(), loc.column() + start, null));
        if (suffixNag != null) {
            visitor.nag(suffixNag, new Location(loc.offset() + end, w.length() - end, loc.line(), loc.column() + end, null));
        }
        return false;
    }

    /**
     * Whether {@code w} may be a termination marker or a mark read as nothing ({@link #token}'s cases): a cheap look
     * at its first character and length, so that most moves are not hashed for the comparison.
     */
    private static boolean marker(String w) {
        char c = w.charAt(0);
        return w.length() <= 7 && (c == '1' || c == '0' || c == '*' || c == '½' || c == '=' || c == 'e' || c == 'q'
                || c == '+' || c == '#');
    }

    private String word() {
        return src.word(sb);
    }

    private void braceComment() {
        src.next();
        sb.setLength(0);
        sb.append('{'); // the comment as written: one string for a visitor that keeps it so
        boolean closed = src.until('}', sb);
        Location span = src.fromMark();
        if (!closed) {
            visitor.problem(PgnReader.problem(ProblemKind.INVALID_SYNTAX, false, span, "pgn.openComment"));
        }
        String written = sb.append('}').toString();
        visitor.braceComment(written, span);
        if (visitor.readsCommands()) {
            commands(written, src.marked());
        }
    }

    private void lineComment() {
        src.next();
        sb.setLength(0);
        while (src.peek() != CharSource.EOF && src.peek() != '\n') {
            sb.append((char) src.next());
        }
        visitor.comment(sb.toString(), src.fromMark());
    }

    /** Commands {@code [%name args]} inside a comment. */
    private void commands(String text, Location at) {
        int i = text.indexOf("[%");
        while (i >= 0) {
            int end = text.indexOf(']', i);
            if (end < 0) {
                return;
            }
            String body = text.substring(i + 2, end).trim();
            int sp = body.indexOf(' ');
            visitor.command(sp < 0 ? body : body.substring(0, sp), sp < 0 ? "" : body.substring(sp + 1).trim(), at);
            i = text.indexOf("[%", end);
        }
    }
}
