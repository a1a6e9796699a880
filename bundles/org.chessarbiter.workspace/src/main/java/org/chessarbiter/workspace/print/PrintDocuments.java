package org.chessarbiter.workspace.print;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.Problems;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.report.CrosstableReport;
import org.chessarbiter.tournament.report.PairingListReport;
import org.chessarbiter.tournament.report.PlayerListReport;
import org.chessarbiter.tournament.report.ResultSlipReport;
import org.chessarbiter.tournament.report.ScoresheetFormReport;
import org.chessarbiter.tournament.report.StandingsReport;
import org.chessarbiter.tournament.report.TrackingCard;
import org.chessarbiter.tournament.report.TrackingCardReport;
import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.tournament.standings.StandingRow;
import org.chessarbiter.workspace.standings.StandingsService;

/**
 * Renders what an arbiter prints ({@link PrintKind}) as one printable HTML page (A4, page breaks between
 * boards and cards), in the language asked for: headless, for the command line ({@code arbiter print})
 * and the workbench alike. The standings and everything taken after a round are ranked by
 * {@link StandingsService}, the code the Standings view runs. A round that cannot be printed (outside
 * the tournament, not paired yet) is a located problem, never an exception.
 */
public final class PrintDocuments {

    private PrintDocuments() {
    }

    /** {@link #render(PrintKind, Tournament, int, Locale, String, C07Edition)} with the tournament's own tie-breaks. */
    public static ParseResult<String> render(PrintKind kind, Tournament t, int round, Locale locale) {
        return render(kind, t, round, locale, "", C07Edition.V2026);
    }

    /**
     * The document {@code kind} of round {@code round} ({@code 0}: the last paired round for the documents of a
     * round, the last complete round for the standings; ignored by the documents of the event), ranked by the
     * tie-breaks of {@code codes} (blank: the tournament's, else the seeds' set for its system).
     */
    public static ParseResult<String> render(PrintKind kind, Tournament t, int round, Locale locale, String codes, C07Edition edition) {
        if (kind == PrintKind.TEAM_STANDINGS && round != 0) {
            return ParseResult.fail(Problems.error(ProblemKind.ILLEGAL, Location.part("rounds").keyed("number", round),
                    PrintDocuments.class, "print.teamsAfterLast"));
        }
        int n = round == 0 ? defaultRound(kind, t) : round;
        List<Problem> problems = new ArrayList<>(check(kind, t, n));
        if (problems.stream().anyMatch(Problem::isError)) {
            return ParseResult.fail(problems);
        }
        String html = switch (kind) {
            case PAIRINGS -> PairingListReport.byBoard(t, n, locale);
            case PAIRINGS_ALPHABETICAL -> PairingListReport.alphabetical(t, n, locale);
            case RESULT_SLIPS -> ResultSlipReport.html(t, n, locale);
            case SCORESHEETS -> ScoresheetFormReport.html(t, n, locale);
            case STANDINGS, CROSSTABLE, CARDS -> {
                ParseResult<StandingsService.Ranked> ranked = StandingsService.rank(t, codes, edition, n);
                problems.addAll(ranked.problems());
                yield afterRound(kind, ranked.value(), locale);
            }
            case TEAM_STANDINGS -> {
                ParseResult<StandingsService.Ranked> ranked = StandingsService.rankTeams(t, codes, edition, true);
                problems.addAll(ranked.problems());
                StandingsService.Ranked r = ranked.value();
                yield StandingsReport.teams(r.context(), r.tieBreaks(), r.rows(), locale);
            }
            case PLAYERS_BY_RATING -> PlayerListReport.html(t, PlayerListReport.Order.RATING, locale);
            case PLAYERS_ALPHABETICAL -> PlayerListReport.html(t, PlayerListReport.Order.ALPHABETICAL, locale);
            case PLAYERS_BY_NUMBER -> PlayerListReport.html(t, PlayerListReport.Order.START_NUMBER, locale);
            case CHECK_IN -> PlayerListReport.checkIn(t, locale);
        };
        return new ParseResult<>(html, problems);
    }

    /** The round a document is of when none is asked for: the last paired round, or the last complete one. */
    public static int defaultRound(PrintKind kind, Tournament t) {
        return switch (kind.scope()) {
            case PAIRED_ROUND -> t.rounds().stream().filter(Round::isPaired)
                    .mapToInt(Round::number).max().orElse(0);
            case AFTER_ROUND -> t.lastCompleteRound();
            case EVENT -> 0;
        };
    }

    private static String afterRound(PrintKind kind, StandingsService.Ranked r, Locale locale) {
        return switch (kind) {
            case CROSSTABLE -> CrosstableReport.html(r.context(), locale);
            case CARDS -> TrackingCardReport.html(r.rows().stream().map(StandingRow::startNumber).sorted()
                    .map(s -> TrackingCard.of(r.context(), s)).toList(), r.context().tournament().info().name(), locale);
            default -> StandingsService.html(r, locale);
        };
    }

    /** Why round {@code n} cannot be printed as {@code kind}: outside the tournament, not paired, not a team event. */
    private static List<Problem> check(PrintKind kind, Tournament t, int n) {
        Location where = Location.part("rounds").keyed("number", n);
        if (kind == PrintKind.TEAM_STANDINGS && t.teams().isEmpty()) {
            return List.of(Problems.error(ProblemKind.ILLEGAL, Location.part("teams"), PrintDocuments.class, "print.noTeams"));
        }
        if (kind.scope() == PrintKind.Scope.PAIRED_ROUND) {
            if (n == 0) {
                return List.of(Problems.error(ProblemKind.ILLEGAL, Location.part("rounds"), PrintDocuments.class, "print.nothingPaired"));
            }
            boolean paired = t.rounds().stream().anyMatch(r -> r.number() == n && r.isPaired());
            if (!paired) {
                return List.of(Problems.error(ProblemKind.ILLEGAL, where, PrintDocuments.class, "print.notPaired", n));
            }
        }
        if (kind.scope() != PrintKind.Scope.EVENT && (n < 0 || n > t.numberOfRounds())) {
            return List.of(Problems.error(ProblemKind.ILLEGAL, where, PrintDocuments.class, "print.round", n, t.numberOfRounds()));
        }
        return List.of();
    }
}
