package org.chessarbiter.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.io.AtomicSave;
import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.workspace.regulations.RankingTieBreaks;
import org.chessarbiter.workspace.regulations.RegulationsConfiguration;
import org.chessarbiter.workspace.regulations.RegulationsSettings;
import org.chessarbiter.workspace.standings.StandingsService;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code arbiter standings <file.trf|file.tournament> [--tiebreaks BH/C1,SB,...] [--edition 2024]
 * [--teams mp|gp] [--html out.html] [--lang vi]}: the standings (of the teams with {@code --teams},
 * ranked by match points or game points first) through the workspace's {@link StandingsService},
 * the same code the workbench runs. Without {@code --tiebreaks}, the tie-breaks of the regulations beside
 * the tournament file ({@code *.dieule}, their C.07 edition unless {@code --edition} is given) rank it; those
 * regulations configure the tournament (scoring, rounds, system, time control, law edition). Problems are printed located, in the chosen language; the exit
 * status is 1 when there were errors (a warning, such as a points column that disagrees with the
 * results, is printed but gives 0), 2 when the HTML page would overwrite the tournament, 3 when it
 * cannot be written. With {@code --encoding} a TRF file in a legacy encoding (windows-1258) is read.
 */
@Command(name = "standings", sortOptions = false)
final class StandingsCommand implements Callable<Integer> {

    @Mixin
    HelpOption help;

    @Parameters(paramLabel = "<file>", descriptionKey = "standings.file")
    Path file;

    @Option(names = "--tiebreaks", paramLabel = "<codes>", descriptionKey = "standings.tiebreaks")
    String codes = "";

    @Option(names = "--edition", paramLabel = "<year>", descriptionKey = "standings.edition",
            converter = OptionTypes.C07EditionYear.class, completionCandidates = OptionTypes.C07EditionYears.class)
    C07Edition edition = C07Edition.V2026;

    @Option(names = "--teams", paramLabel = "<mp|gp>", descriptionKey = "standings.teams",
            converter = OptionTypes.TeamPointsName.class, completionCandidates = OptionTypes.TeamPointsNames.class)
    OptionTypes.TeamPoints teams;

    @Option(names = "--round", paramLabel = "<N>", descriptionKey = "standings.round")
    Integer round;

    @Option(names = "--html", paramLabel = "<page>", descriptionKey = "standings.html")
    Path html;

    @Mixin
    EncodingOption encoding;

    @Mixin
    ProblemLimitOption limit;

    @Spec
    CommandSpec spec;

    private final CommandContext context;

    StandingsCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        limit.applyTo(context);
        if (teams != null && round != null) {
            throw new ParameterException(spec.commandLine(), context.text("standings.round.teams"));
        }
        if (html != null && AtomicSave.sameFile(file, html)) {
            throw new ParameterException(spec.commandLine(), AtomicSave.sameAsInput(html).message().format(context.locale()));
        }
        ParseResult<Tournament> t = StandingsService.load(file, encoding.charset());
        context.problems().printOf(file, t.problems());
        if (!t.isOk()) {
            return ExitStatus.PROBLEMS;
        }
        // the regulations beside the tournament configure it (scoring, rounds, system...): their tie-breaks rank it
        // unless --tiebreaks says otherwise (and their C.07 edition unless --edition does)
        ParseResult<RegulationsConfiguration> configured = RegulationsSettings.configure(file, Optional.empty(), t.value());
        context.problems().print(configured.problems());
        Tournament tournament = configured.value().tournament();
        String asked = codes;
        C07Edition ed = edition;
        Optional<RankingTieBreaks> fixed = configured.value().tieBreaks().flatMap(r -> r.forRanking(teams != null));
        if (codes.isBlank() && fixed.isPresent()) {
            asked = fixed.get().codes();
            ed = spec.commandLine().getParseResult().hasMatchedOption("--edition") ? edition : fixed.get().edition();
        }
        ParseResult<StandingsService.Ranked> ranked = teams != null
                ? StandingsService.rankTeams(tournament, asked, ed, teams == OptionTypes.TeamPoints.GP)
                : StandingsService.rank(tournament, asked, ed, round == null ? tournament.lastCompleteRound()
                        : checkedRound(tournament), configured.value().gamesPerMatch());
        context.problems().print(ranked.problems());
        context.out().print(StandingsService.text(ranked.value(), context.locale()));
        if (html != null) {
            byte[] page = StandingsService.html(ranked.value(), context.locale()).getBytes(StandardCharsets.UTF_8);
            ParseResult<Path> saved = AtomicSave.save(html, out -> out.write(page));
            if (!context.problems().passes(saved)) {
                return ExitStatus.FAILURE;
            }
        }
        // a warning (a points column that disagrees with the results) is printed but is no failure: the standings come from the results
        boolean errors = t.problems().stream().anyMatch(Problem::isError) || ranked.problems().stream().anyMatch(Problem::isError);
        return errors ? ExitStatus.PROBLEMS : ExitStatus.OK;
    }

    /** The round asked for, when the tournament has it and the ranking can be taken after it (not yet the teams'). */
    private int checkedRound(Tournament t) {
        int rounds = t.numberOfRounds();
        if (round < 1 || round > rounds) {
            throw new ParameterException(spec.commandLine(), context.text("standings.round.outOfRange", String.valueOf(round),
                    String.valueOf(rounds)));
        }
        return round;
    }
}
