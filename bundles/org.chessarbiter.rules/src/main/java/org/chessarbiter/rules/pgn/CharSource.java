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

    int column() {
        return column;
    }

    Location here() {
        return new Location((int) Math.min(Integer.MAX_VALUE, offset), 0, line, column, null);
    }

    Location from(Location start) {
        return new Location(start.offset(), (int) Math.min(Integer.MAX_VALUE, offset - start.offset()), start.line(),
                start.column(), null);
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
