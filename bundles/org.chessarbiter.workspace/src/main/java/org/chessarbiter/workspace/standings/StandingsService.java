package org.chessarbiter.workspace.standings;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.pairing.trf.TrfPairingReader;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.CompetitionSystem;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.MatchScoring;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.core.Problems;
import org.chessarbiter.tournament.core.Team;
import org.chessarbiter.tournament.core.TeamMatches;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.TwoGameMatchRounds;
import org.chessarbiter.tournament.core.WithdrawalRule;
import org.chessarbiter.tournament.io.InputFile;
import org.chessarbiter.tournament.model.mapping.TournamentFile;
import org.chessarbiter.tournament.report.StandingsReport;
import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.tournament.standings.StandingRow;
import org.chessarbiter.tournament.standings.Standings;
import org.chessarbiter.tournament.standings.StandingsContext;
import org.chessarbiter.tournament.standings.TieBreak;
import org.chessarbiter.tournament.standings.TieBreakSets;
import org.chessarbiter.tournament.trf.TrfDocument;
import org.chessarbiter.tournament.trf.TrfReader;
import org.chessarbiter.tournament.trf.TrfTournamentMapper;

/**
 * The headless standings service the workbench and the CLI share (DESIGN "One code path"): reads a
 * tournament from a {@code *.tournament} file (the EMF model) or a {@code *.trf} file, and ranks it
 * with the tie-breaks asked for, or the seeds' default set for its competition system.
 */
public final class StandingsService {

    /** The standings of a tournament: the context the tie-breaks read, the tie-breaks, the ranked rows. */
    public record Ranked(StandingsContext context, List<TieBreak> tieBreaks, List<StandingRow> rows) {
    }

    private StandingsService() {
    }

    /** Reads {@code *.tournament} or {@code *.trf} (by extension) in UTF-8; never throws on bad input. */
    public static ParseResult<Tournament> load(Path file) {
        return load(file, StandardCharsets.UTF_8);
    }

    /**
     * Reads {@code *.tournament} or {@code *.trf} (by extension), a TRF file in {@code encoding} (UTF-8,
     * or the legacy encoding the user names, e.g. windows-1258); never throws on bad input. A file that
     * cannot be read gives the operating system's reason; one larger than {@link InputFile#MAX_BYTES}
     * is refused. The points column of a TRF file that disagrees with its results is a warning (the
     * standings are computed from the results; the pairing refuses such a file).
     */
    public static ParseResult<Tournament> load(Path file, Charset encoding) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".tournament")) {
            return TournamentFile.load(file);
        }
        if (!name.endsWith(".trf") && !name.endsWith(".txt")) {
            return ParseResult.fail(Problems.error(ProblemKind.INVALID_SYNTAX,
                    Location.UNKNOWN.inField(file.toString()), StandingsService.class, "file.kind", file.getFileName()));
        }
        ParseResult<byte[]> bytes = InputFile.read(file);
        if (!bytes.isOk()) {
            return ParseResult.fail(bytes.problems());
        }
        ParseResult<TrfDocument> doc = TrfReader.read(bytes.value(), encoding);
        ParseResult<Tournament> t = doc.flatMap(TrfTournamentMapper::toTournament);
        if (!t.isOk() || t.problems().stream().anyMatch(Problem::isError)) {
            return t;
        }
        List<Problem> problems = new ArrayList<>(t.problems());
        problems.addAll(TrfPairingReader.declaredPoints(doc.value()).stream()
                .map(p -> Problem.warning(p.kind(), p.location(), p.message())).toList());
        return new ParseResult<>(t.value(), problems);
    }

    /**
     * Ranks {@code t} by its score, then by the tie-breaks of {@code codes} (C.07 codes or the seeds'
     * VN-* codes, in order); when {@code codes} is blank, by the tie-breaks the tournament names (its
     * regulations, TRF26 202), else by the seeds' set for its system: the round robin sets of Luật cờ
     * Tướng 2004 Điều 21.3 (xiangqi) and 000 Phụ lục 1 (chess), the Swiss sets of 000 Part 2 Art. 14.5.
     * An unknown code is a problem located by its index, and is left out. The standings are those after the last
     * round whose results are all in ({@link Tournament#lastCompleteRound}): the rounds after it are not counted,
     * so a round not yet played is not an unplayed round (C.07 16) of every player.
     */
    public static ParseResult<Ranked> rank(Tournament t, String codes, C07Edition edition) {
        return rank(t, codes, edition, t.lastCompleteRound());
    }

    /** {@link #rank(Tournament, String, C07Edition)} after round {@code afterRound} (1 to the tournament's rounds). */
    public static ParseResult<Ranked> rank(Tournament t, String codes, C07Edition edition, int afterRound) {
        String asked = codes == null || codes.isBlank() ? String.join(" ", t.info().tieBreaks()) : codes;
        ParseResult<List<TieBreak>> tbs = asked.isBlank() ? ParseResult.ok(defaults(t)) : TieBreakSets.parseList(asked, edition);
        StandingsContext ctx = StandingsContext.of(t, WithdrawalRule.defaultFor(t.info()), afterRound, edition);
        return new ParseResult<>(new Ranked(ctx, tbs.value(), Standings.rank(ctx, tbs.value())), tbs.problems());
    }

    /**
     * {@link #rank(Tournament, String, C07Edition, int)}, or for an event of two-game matches ({@code gamesPerMatch}
     * 2: the file records each game in its own round, the second game of a match the round after the first, Luật cờ
     * Tướng 2004 Điều 21.2) the matches ranked by match points, then by the tie-breaks of {@code codes}, by default
     * the article's game points and then the seeds' set ({@link TieBreakSets#twoGameMatches}). Only whole matches
     * count: after an odd round the last match is not counted yet.
     */
    public static ParseResult<Ranked> rank(Tournament t, String codes, C07Edition edition, int afterRound, int gamesPerMatch) {
        if (gamesPerMatch != 2) {
            return rank(t, codes, edition, afterRound);
        }
        Tournament matches = TwoGameMatchRounds.fold(t, afterRound);
        String asked = codes == null || codes.isBlank() ? String.join(" ", t.info().tieBreaks()) : codes;
        ParseResult<List<TieBreak>> tbs = asked.isBlank() ? ParseResult.ok(TieBreakSets.twoGameMatches(0))
                : TieBreakSets.parseList(asked, edition);
        StandingsContext ctx = StandingsContext.ofMatches(matches, matches.matches().orElseThrow());
        return new ParseResult<>(new Ranked(ctx, tbs.value(), Standings.rank(ctx, tbs.value())), tbs.problems());
    }

    /**
     * Ranks the teams of a team event: each team match scores match points 2 / 1 / 0 and game points
     * (board points); the primary score is game points ({@code gamePointsFirst}: 000 Part 2 Art. 16.1.5,
     * the seeds) or match points (FIDE C.07 team events), then the tie-breaks of {@code codes} (any
     * C.07 code, the team codes EDE, MPVGP, BC, TBR, BBE, EMMSB ... included); when blank, the board
     * count-back of 16.1.5 (TBR), after the other score (MPVGP) when match points come first.
     */
    public static ParseResult<Ranked> rankTeams(Tournament t, String codes, C07Edition edition, boolean gamePointsFirst) {
        int boards = Math.max(1, t.teams().stream().mapToInt(Team::boards).max().orElse(1));
        MatchScoring scoring = MatchScoring.teams(Points.of(2), Points.ONE, boards);
        Tournament teams = TeamMatches.of(t).withMatches(scoring);
        String asked = codes == null || codes.isBlank() ? gamePointsFirst ? "TBR" : "MPVGP TBR" : codes;
        ParseResult<List<TieBreak>> tbs = TieBreakSets.parseList(asked, edition);
        StandingsContext ctx = StandingsContext.ofMatches(teams, scoring, gamePointsFirst);
        return new ParseResult<>(new Ranked(ctx, tbs.value(), Standings.rank(ctx, tbs.value())), tbs.problems());
    }

    /** The seeds' default tie-breaks for the tournament's competition system (lots drawn with seed 0). */
    public static List<TieBreak> defaults(Tournament t) {
        if (t.info().system().isAllPlayAll()) {
            return t.info().game() == GameKind.XIANGQI ? TieBreakSets.xiangqiRoundRobin(0)
                    : TieBreakSets.chessRoundRobin(0);
        }
        return TieBreakSets.swissSeeds(t.info().system() == CompetitionSystem.MODIFIED_SWISS, 0);
    }

    /** The standings as a plain-text table: rank, start number, name, score, then one column per tie-break code. */
    public static String text(Ranked r, Locale locale) {
        StringBuilder b = new StringBuilder();
        b.append(String.format("%4s %4s %-32s %6s", label("rank", locale), label("number", locale), label("name", locale),
                label("score", locale)));
        r.tieBreaks().forEach(tb -> b.append(String.format(" %8s", tb.code())));
        b.append('\n');
        for (StandingRow row : r.rows()) {
            String name = r.context().tournament().player(row.startNumber()).map(p -> p.name()).orElse("");
            b.append(String.format("%4d %4d %-32s %6s", row.rank(), row.startNumber(), name, row.score().toDecimal(2)));
            row.tieBreaks().forEach(v -> b.append(String.format(" %8s", v == null ? "" : v.toDecimal(2))));
            b.append('\n');
        }
        return b.toString();
    }

    /** The standings as printable HTML (the tournament bundle's report). */
    public static String html(Ranked r, Locale locale) {
        return StandingsReport.html(r.context(), r.tieBreaks(), r.rows(), locale);
    }

    private static String label(String key, Locale locale) {
        return Message.of(StandingsService.class, "column." + key).format(locale);
    }
}
