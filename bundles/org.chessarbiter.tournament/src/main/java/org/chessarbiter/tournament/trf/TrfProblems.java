package org.chessarbiter.tournament.trf;

import java.util.List;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.Problems;

/** Builds located TRF problems (messages in this package's {@code messages} bundle). */
final class TrfProblems {

    private final List<Problem> sink;
    private final int line;
    private boolean reported;

    TrfProblems(List<Problem> sink, int line) {
        this.sink = sink;
        this.line = line;
    }

    /**
     * Reports a problem at a 0-based column (shown 1-based). Only the first problem of a line is
     * kept: later ones are usually consequences of it (a shifted column misaligns the rest).
     */
    void at(int column, String key, Object... args) {
        if (reported) {
            return;
        }
        reported = true;
        sink.add(Problems.error(ProblemKind.INVALID_SYNTAX, Location.at(line, column + 1), TrfProblems.class, key, args));
    }

    int count() {
        return sink.size();
    }

    /** Parses an integer field; blank gives {@code blank}; otherwise reports "expected a number". */
    int integer(TrfColumns c, int from, int to, String field, int blank) {
        String s = c.field(from, to).strip();
        if (s.isEmpty()) {
            return blank;
        }
        for (int i = 0; i < s.length(); i++) {
            if (!Character.isDigit(s.charAt(i)) || s.charAt(i) > '9') {
                at(from, "trf.expectedNumber", field, s);
                return blank;
            }
        }
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            at(from, "trf.expectedNumber", field, s);
            return blank;
        }
    }

    /** Reports unless the column is blank (a separator: a shifted field means misaligned data). */
    void blank(TrfColumns c, int column) {
        char ch = c.at(column);
        if (ch != ' ') {
            at(column, "trf.expectedBlank", String.valueOf(ch));
        }
    }
}
