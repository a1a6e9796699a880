package org.chessarbiter.workspace.ui.internal;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

import org.chessarbiter.tournament.report.CrosstableReport;
import org.chessarbiter.workspace.standings.StandingsService;
import org.chessarbiter.workspace.standings.StandingsService.Ranked;

/** The HTML reports of what the standings view shows (the values of its export command's parameter). */
public enum Report {
    /** the ranking with its tie-break columns ({@link StandingsService#html}) */
    STANDINGS("standings"),
    /** the crosstable ({@link CrosstableReport}) */
    CROSSTABLE("crosstable");

    private final String id;

    Report(String id) {
        this.id = id;
    }

    /** The command parameter's value, and the suffix of the proposed file name. */
    public String id() {
        return id;
    }

    /** The report of this id, if there is one. */
    public static Optional<Report> named(String id) {
        return Arrays.stream(values()).filter(r -> r.id.equals(id)).findFirst();
    }

    /** The report's HTML of a ranking, in {@code locale}. */
    public Function<Ranked, String> html(Locale locale) {
        return switch (this) {
            case STANDINGS -> r -> StandingsService.html(r, locale);
            case CROSSTABLE -> r -> CrosstableReport.html(r.context(), locale);
        };
    }
}
