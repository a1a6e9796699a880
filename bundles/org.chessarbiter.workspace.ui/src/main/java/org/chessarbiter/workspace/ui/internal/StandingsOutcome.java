package org.chessarbiter.workspace.ui.internal;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.workspace.regulations.RankingTieBreaks;
import org.chessarbiter.workspace.regulations.RegulationsConfiguration;
import org.chessarbiter.workspace.regulations.RegulationsSettings;
import org.chessarbiter.workspace.standings.StandingsService;
import org.chessarbiter.workspace.standings.StandingsService.Ranked;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IWorkspaceRoot;

/**
 * What the standings view shows, computed off the UI thread by {@link #compute}: the file (null when
 * there is none to show), the standings (null when the file could not be read), the problems as
 * located lines (errors when there are no standings, else warnings such as an unknown tie-break
 * code), and whether the tournament has teams (the team ranking can be asked for).
 */
public record StandingsOutcome(IFile file, Ranked ranked, List<String> problems, boolean hasTeams, boolean teams) {

    public StandingsOutcome {
        problems = List.copyOf(problems);
    }

    public static StandingsOutcome none() {
        return new StandingsOutcome(null, null, List.of(), false, false);
    }

    public Optional<Ranked> standings() {
        return Optional.ofNullable(ranked);
    }

    /**
     * Loads and ranks through {@link StandingsService} (the CLI's code path); never throws on bad input. Without
     * tie-breaks chosen, the tie-breaks of the regulations beside the file ({@code *.dieule}) rank it, as
     * {@code ./arbiter standings} does; those regulations configure the tournament (scoring, rounds, system).
     */
    public static StandingsOutcome compute(StandingsRequest request, IWorkspaceRoot root, Locale locale) {
        Optional<IFile> found = TournamentFiles.resolve(request.selected(), root);
        if (found.isEmpty()) {
            return none();
        }
        IFile file = found.get();
        if (file.getLocation() == null) {
            return new StandingsOutcome(file, null, List.of(file.getName() + ": " + file.getFullPath()), false, false);
        }
        Path path = file.getLocation().toFile().toPath();
        ParseResult<Tournament> loaded = StandingsService.load(path);
        // a file read with errors (a TRF line that could not be read) is not ranked: a table of what
        // happened to be readable would look complete; the located problems are shown instead
        if (!loaded.isOk() || loaded.problems().stream().anyMatch(Problem::isError)) {
            return new StandingsOutcome(file, null, lines(file, loaded.problems(), locale), false, false);
        }
        List<Problem> problems = new java.util.ArrayList<>(loaded.problems());
        // the project's regulations configure the tournament: their scoring, rounds and system, and their tie-breaks
        // rank it unless others were chosen
        ParseResult<RegulationsConfiguration> configured = RegulationsSettings.configure(path, Optional.empty(), loaded.value());
        problems.addAll(configured.problems());
        Tournament t = configured.value().tournament();
        boolean hasTeams = !t.teams().isEmpty();
        boolean teams = hasTeams && request.teams();
        String codes = request.codes();
        C07Edition edition = request.edition();
        Optional<RankingTieBreaks> fixed = configured.value().tieBreaks().flatMap(r -> r.forRanking(teams));
        if (codes.isEmpty() && fixed.isPresent()) {
            codes = fixed.get().codes();
            edition = fixed.get().edition();
        }
        int after = request.afterRound();
        ParseResult<Ranked> ranked = teams ? StandingsService.rankTeams(t, codes, edition, true)
                : StandingsService.rank(t, codes, edition, after > 0 && after <= t.numberOfRounds() ? after
                        : t.lastCompleteRound(), configured.value().gamesPerMatch());
        problems.addAll(ranked.problems());
        return new StandingsOutcome(file, ranked.value(), lines(file, problems, locale), hasTeams, teams);
    }

    private static List<String> lines(IFile file, List<Problem> problems, Locale locale) {
        return problems.stream().map(p -> ProblemText.of(file.getName(), p, locale)).toList();
    }
}
