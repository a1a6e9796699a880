package org.chessarbiter.tournament.ui.internal;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import org.chessarbiter.rules.Problem;

/**
 * Problems as the arbiter reads them in the editor, in the workbench's language, one a line: the
 * message alone (the page already shows the round, board or player it is about).
 */
public final class ProblemsText {

    private ProblemsText() {
    }

    public static String of(List<Problem> problems) {
        return problems.stream().map(p -> p.message().format(Locale.getDefault())).collect(Collectors.joining("\n"));
    }
}
