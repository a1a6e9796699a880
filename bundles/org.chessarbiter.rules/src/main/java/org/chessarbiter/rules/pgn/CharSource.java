package org.chessarbiter.rules.pgn;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import org.chessarbiter.rules.Location;

/** Buffered characters of a {@link Reader} with their offset, line and column. */
final class CharSource {
    static final int EOF = -1;
    private final Reader in;
    private final char[] buf = new char[1 << 16];
    private int len;
    private int pos;
    private long offset;
    private int line = 1;
    private int column = 1;
    private long markOffset;
    private int markLine = 1;
    private int markColumn = 1;

    CharSource(Reader in) {
        this.in = in;
    }

    int peek() {
        if (pos == len && !fill()) {
            return EOF;
        }
        return buf[pos];
    }

    int next() {
        int c = peek();
        if (c == EOF) {
            return EOF;
        }
        pos++;
        offset++;
        if (c == '\n') {
            line++;
            column = 1;
        } else {
            column++;
        }
        return c;
    }

    /**
     * Reads a word token (a move, a number, a result): up to whitespace, a brace, {@code ;}, a bracket,
     * {@code $}, {@code )} or a {@code (} that does not follow a digit (a promotion written {@code e8(Q)}
     * keeps its parentheses); the characters are taken from the buffer a run at a time.
     */
    String word(StringBuilder sb) {
        sb.setLength(0);
        while (pos < len || fill()) {
            int start = pos;
            int i = pos;
            boolean ended = false;
            while (i < len && !ended) {
                char c = buf[i];
                if (c == '(') {
                    char before = i > start ? buf[i - 1] : sb.length() > 0 ? sb.charAt(sb.length() - 1) : ' ';
                    ended = !Character.isDigit(before);
                } else {
                    ended = Character.isWhitespace(c) || c == '{' || c == '}' || c == ';' || c == ')' || c == '['
                            || c == ']' || c == '$';
                }
                if (!ended) {
                    i++;
                }
            }
            if (ended && sb.length() == 0) {
                String word = new String(buf, start, i - start);
                advance(i);
                return word;
            }
            take(i, sb);
            if (ended) {
                break;
            }
        }
        return sb.toString();
    }

    /**
     * Appends the characters up to {@code stop} to {@code sb} and consumes {@code stop}, a run of the buffer at
     * a time (a comment's text); true when {@code stop} was found, false at the end of the input.
     */
    boolean until(char stop, StringBuilder sb) {
        while (pos < len || fill()) {
            int start = pos;
            int i = pos;
            while (i < len && buf[i] != stop) {
                if (buf[i] == '\n') {
                    line++;
                    column = 1;
                } else {
                    column++;
                }
                i++;
            }
            offset += i - start;
            pos = i;
            sb.append(buf, start, i - start);
            if (i < len) {
                pos++;
                offset++;
                column++;
                return true;
            }
        }
        return false;
    }

    /**
     * Consumes white space ({@link Character#isWhitespace}) and byte order marks, a run of the buffer at a time;
     * the character after them is not consumed.
     */
    void skipWhitespace() {
        while (pos < len || fill()) {
            int i = pos;
            while (i < len) {
                char ch = buf[i];
                if (ch == '\n') {
                    line++;
                    column = 1;
                } else if (ch == ' ' || ch == '\uFEFF' || Character.isWhitespace(ch)) {
                    column++;
                } else {
                    break;
                }
                i++;
            }
            offset += i - pos;
            pos = i;
            if (i < len) {
                return;
            }
        }
    }

    /** Appends the letters, digits and underscores from here to {@code sb} (a tag's name), a run at a time. */
    void name(StringBuilder sb) {
        while (pos < len || fill()) {
            int i = pos;
            while (i < len && (Character.isLetterOrDigit(buf[i]) || buf[i] == '_')) {
                i++;
            }
            take(i, sb);
            if (i < len) {
                return;
            }
        }
    }

    /**
     * Appends a tag's value from here (after its opening quote) to {@code sb}, up to its closing quote or the end of
     * the line, {@code \"} and {@code \\} standing for the character after the backslash, a run at a time; returns
     * the character that ended it, consumed (the quote or the line feed), or {@link #EOF}.
     */
    int quoted(StringBuilder sb) {
        while (pos < len || fill()) {
            int i = pos;
            while (i < len && buf[i] != '"' && buf[i] != '\n' && buf[i] != '\\') {
                i++;
            }
            take(i, sb);
            if (i == len) {
                continue;
            }
            int c = next();
            if (c != '\\') {
                return c;
            }
            int after = peek();
            sb.append(after == '"' || after == '\\' ? (char) next() : '\\');
        }
        return EOF;
    }

    /** Appends the buffer's characters from here to {@code end}, a run holding no line break, to {@code sb}. */
    private void take(int end, StringBuilder sb) {
        sb.append(buf, pos, end - pos);
        advance(end);
    }

    /** Moves past the buffer's characters from here to {@code end}, a run holding no line break. */
    private void advance(int end) {
        offset += end - pos;
        column += end - pos;
        pos = end;
    }

    int column() {
        return column;
    }

    Location here() {
        return point(offset, line, column);
    }

    /**
     * Remembers where the reader is, for {@link #marked} and {@link #fromMark}: where a token begins, kept without a
     * {@link Location} made for it (the scanner asks for its span, and for the point only in rare cases).
     */
    void mark() {
        markOffset = offset;
        markLine = line;
        markColumn = column;
    }

    /** The point remembered by {@link #mark}. */
    Location marked() {
        return point(markOffset, markLine, markColumn);
    }

    /** The text from the point remembered by {@link #mark} to here. */
    Location fromMark() {
        return span(markOffset, markLine, markColumn, offset);
    }

    Location from(Location start) {
        return span(start.offset(), start.line(), start.column(), offset);
    }

    /** The point {@code offset} (at {@code line} and {@code column}); an offset past an int's range held at its largest. */
    private static Location point(long offset, int line, int column) {
        return new Location((int) Math.min(Integer.MAX_VALUE, offset), 0, line, column, null);
    }

    /** The text from {@code start} (at {@code line} and {@code column}) to {@code end}; offsets past an int's range held at its largest. */
    private static Location span(long start, int line, int column, long end) {
        int at = (int) Math.min(Integer.MAX_VALUE, start);
        return new Location(at, (int) Math.min(Integer.MAX_VALUE, end - at), line, column, null);
    }

    private boolean fill() {
        try {
            int n = in.read(buf, 0, buf.length);
            if (n <= 0) {
                return false;
            }
            len = n;
            pos = 0;
            return true;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
