package org.chessarbiter.tournament.ui.internal;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import org.chessarbiter.rules.Problem;

/** Problems as the arbiter reads them, in the workbench's language, one a line. */
public final class ProblemsText {

    private ProblemsText() {
    }

    public static String of(List<Problem> problems) {
        return problems.stream().map(p -> p.text(Locale.getDefault())).collect(Collectors.joining("\n"));
    }
}
