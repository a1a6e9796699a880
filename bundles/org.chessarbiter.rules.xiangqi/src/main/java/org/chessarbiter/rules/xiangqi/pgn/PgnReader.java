package org.chessarbiter.rules.xiangqi.pgn;

import java.io.IOException;
import java.io.Reader;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.xiangqi.XiangqiMessages;

/**
 * A streaming PGN tokenizer: reads characters once, keeps only the current token, and reports tags,
 * moves, comments, NAGs, variations and results to a {@link PgnVisitor}. It knows nothing of the
 * game, so any notation can follow. Bad input becomes {@link Problem}s reported to the visitor; the
 * reader goes on with the next token. I/O errors are reported as a problem too (never thrown).
 */
public final class PgnReader {
    private final Reader in;
    private final PgnVisitor visitor;
    private int offset;
    private int line = 1;
    private int column = 1;
    private int peeked = -2;
    private boolean inGame;
    private boolean inMoves;
    private int depth;

    private PgnReader(Reader in, PgnVisitor visitor) {
        this.in = in;
        this.visitor = visitor;
    }

    /** Reads every game of the input. */
    public static void read(Reader in, PgnVisitor visitor) {
        PgnReader r = new PgnReader(in, visitor);
        try {
            r.run();
        } catch (IOException e) {
            visitor.problem(Problem.error(ProblemKind.INVALID_SYNTAX, r.here(0), XiangqiMessages.of("pgn.io", String.valueOf(e.getMessage()))));
            r.finishGame();
        }
    }

    private void run() throws IOException {
        for (int c = peek(); c >= 0; c = peek()) {
            if (Character.isWhitespace(c)) {
                next();
            } else if (c == '[' && depth == 0) {
                if (inMoves) {
                    finishGame();
                }
                startGame();
                tag();
            } else if (c == '{') {
                Location at = here(1);
                next();
                startGame();
                visitor.comment(until('}'), at);
            } else if (c == ';') {
                Location at = here(1);
                next();
                startGame();
                visitor.comment(until('\n').strip(), at);
            } else {
                movetext();
            }
        }
        finishGame();
    }

    private void startGame() {
        if (!inGame) {
            inGame = true;
            inMoves = false;
            depth = 0;
            visitor.beginGame(here(0));
        }
    }

    private void finishGame() {
        if (inGame) {
            if (!inMoves) {
                visitor.endTags();
            }
            visitor.endGame();
            inGame = false;
            inMoves = false;
            depth = 0;
        }
    }

    private void tag() throws IOException {
        Location at = here(1);
        next();
        StringBuilder name = new StringBuilder();
        while (peek() >= 0 && !Character.isWhitespace(peek()) && peek() != '"' && peek() != ']') {
            name.append((char) next());
        }
        while (peek() >= 0 && Character.isWhitespace(peek())) {
            next();
        }
        String value = null;
        if (peek() == '"') {
            next();
            StringBuilder v = new StringBuilder();
            for (int c = next(); c >= 0 && c != '"'; c = next()) {
                v.append((char) (c == '\\' ? next() : c));
            }
            value = v.toString();
        }
        String rest = until(']').strip();
        if (name.isEmpty() || value == null || !rest.isEmpty()) {
            visitor.problem(Problem.error(ProblemKind.INVALID_SYNTAX, at, XiangqiMessages.of("pgn.badTag", name.toString())));
            return;
        }
        visitor.tag(name.toString(), value, at);
    }

    private void movetext() throws IOException {
        startGame();
        if (!inMoves) {
            inMoves = true;
            visitor.endTags();
        }
        int c = peek();
        if (c == '(') {
            depth++;
            visitor.beginVariation(here(1));
            next();
            return;
        }
        if (c == ')') {
            Location at = here(1);
            next();
            if (depth == 0) {
                visitor.problem(Problem.error(ProblemKind.INVALID_SYNTAX, at, XiangqiMessages.of("pgn.unbalanced")));
            } else {
                depth--;
                visitor.endVariation(at);
            }
            return;
        }
        int startOffset = offset;
        int startLine = line;
        int startColumn = column;
        StringBuilder token = new StringBuilder();
        while (peek() >= 0 && !Character.isWhitespace(peek()) && "{};()[".indexOf(peek()) < 0) {
            token.append((char) next());
        }
        if (token.isEmpty()) {
            // a stray "}" or a "[" inside a variation: report it and go on after it
            Location at = here(1);
            visitor.problem(Problem.error(ProblemKind.INVALID_SYNTAX, at, XiangqiMessages.of("pgn.unexpected", String.valueOf((char) next()))));
            return;
        }
        Location at = new Location(startOffset, token.length(), startLine, startColumn, null);
        token(token.toString(), at);
    }

    private void token(String t, Location at) {
        if (t.equals("1-0") || t.equals("0-1") || t.equals("1/2-1/2") || t.equals("*")) {
            if (depth == 0) {
                visitor.result(t, at);
                finishGame();
            }
            return;
        }
        if (t.startsWith("$")) {
            try {
                visitor.nag(Integer.parseInt(t.substring(1)), at);
            } catch (NumberFormatException e) {
                visitor.problem(Problem.error(ProblemKind.INVALID_SYNTAX, at, XiangqiMessages.of("pgn.badNag", t)));
            }
            return;
        }
        int i = 0;
        while (i < t.length() && Character.isDigit(t.charAt(i))) {
            i++;
        }
        boolean numbered = i > 0 && i < t.length() && t.charAt(i) == '.';
        int dots = i;
        while (dots < t.length() && t.charAt(dots) == '.') {
            dots++;
        }
        if (numbered && (dots == t.length() || !Character.isDigit(t.charAt(dots)))) {
            // a move number "12." or "12..." possibly glued to the move ("12.h2e2"); "33.4" is a WXF move
            while (i < t.length() && t.charAt(i) == '.') {
                i++;
            }
            String rest = t.substring(i);
            if (!rest.isEmpty()) {
                visitor.move(rest, new Location(at.offset() + i, rest.length(), at.line(), at.column() + i, null));
            }
            return;
        }
        visitor.move(t, at);
    }

    private String until(char end) throws IOException {
        StringBuilder sb = new StringBuilder();
        for (int c = next(); c >= 0 && c != end; c = next()) {
            sb.append((char) c);
        }
        return sb.toString();
    }

    private Location here(int length) {
        return new Location(offset, length, line, column, null);
    }

    private int peek() throws IOException {
        if (peeked == -2) {
            peeked = in.read();
        }
        return peeked;
    }

    private int next() throws IOException {
        int c = peek();
        peeked = -2;
        if (c >= 0) {
            offset++;
            if (c == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        return c;
    }
}
