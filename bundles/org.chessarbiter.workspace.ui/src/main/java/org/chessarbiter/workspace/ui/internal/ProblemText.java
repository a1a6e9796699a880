package org.chessarbiter.workspace.ui.internal;

import java.util.Locale;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Problem;

/**
 * One problem as a line a user can act on: {@code file:line:column: message} when the engine located
 * it in the text (a TRF line), {@code file: field: message} for an element of a structure (a
 * tie-break of a list), else {@code file: message}.
 */
public final class ProblemText {

    private ProblemText() {
    }

    public static String of(String fileName, Problem p, Locale locale) {
        Location l = p.location();
        String where = l.line() > 0 ? fileName + ":" + l.line() + ":" + l.column()
                : l.field() != null && !l.field().equals(fileName) && !l.field().endsWith(fileName) ? fileName + ": " + l.field()
                : fileName;
        return where + ": " + p.message().format(locale);
    }
}
