package org.chessarbiter.rules.pgn;

import java.io.Reader;
import java.io.UncheckedIOException;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;

/**
 * Streaming PGN reader, game-neutral (chess and xiangqi PGN share the syntax; move tokens are
 * passed on as written for a game's own replayer): reads one game at a time from a {@link Reader} and reports its parts to a
 * {@link PgnVisitor}; memory does not grow with the file. Reads tag pairs (with {@code \"} and
 * {@code \\} escapes), movetext with move numbers ({@code 12.}, {@code 12...}, and the bare
 * {@code 9} seen on scoresheets), nested variations, {@code {}} and {@code ;} comments (with
 * {@code [%clk]} / {@code [%emt]}-style commands), {@code %} escape lines, NAGs and {@code !?}
 * glyphs, and the termination markers. Quirks are tolerated and reported as warnings: a game
 * without termination marker, an unmatched {@code )}, a draw offer {@code (=)} (FIDE 2018 9.1.2.2).
 * Never throws on bad input; an I/O error is reported as a problem and ends reading.
 */
public final class PgnReader {
    private final CharSource src;

    public PgnReader(Reader in) {
        this.src = new CharSource(in);
    }

    /** Reads the next game into {@code visitor}; false when the input has no further game. */
    public boolean readGame(PgnVisitor visitor) {
        try {
            return new GameScanner(src, visitor).scan();
        } catch (UncheckedIOException e) {
            visitor.problem(Problem.error(ProblemKind.INVALID_SYNTAX, src.here(),
                    Message.of(PgnReader.class, "pgn.io", String.valueOf(e.getCause().getMessage()))));
            visitor.endGame();
            return false;
        }
    }

    /** Reads every game of {@code in}; returns how many. */
    public static long readAll(Reader in, PgnVisitor visitor) {
        PgnReader r = new PgnReader(in);
        long n = 0;
        while (r.readGame(visitor)) {
            n++;
        }
        return n;
    }

    static Problem problem(ProblemKind kind, boolean warning, Location at, String key, Object... args) {
        Message m = Message.of(PgnReader.class, key, args);
        return warning ? Problem.warning(kind, at, m) : Problem.error(kind, at, m);
    }
}
