package org.chessarbiter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.WithdrawalRule;
import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.tournament.standings.StandingRow;
import org.chessarbiter.tournament.standings.Standings;
import org.chessarbiter.tournament.standings.StandingsContext;
import org.chessarbiter.tournament.standings.TieBreakSets;
import org.chessarbiter.tournament.trf.TrfTournamentMapper;
import org.junit.jupiter.api.Test;

/**
 * {@code standings --round N}: the standings after round N (the rounds after it not counted); without it, after the last
 * round whose results are all in; a round the tournament does not have is a usage error.
 */
class StandingsRoundTest extends CommandLineHarness {

    private static final Path TRF = Path.of("../org.chessarbiter.tournament/src/test/resources/org/chessarbiter/tournament/trf/bbp/forfeits-40x7.trf");
    private static final Path EXAMPLE = Path.of("../../examples/workspace/giai-mau/giai-mau.trf");

    private static Tournament read(Path trf) throws IOException {
        try (var in = Files.newBufferedReader(trf, StandardCharsets.UTF_8)) {
            return TrfTournamentMapper.read(in).value();
        }
    }

    /** The last column of each line of the table (the last tie-break asked), in the order printed. */
    private List<String> lastColumn() {
        return stdout().lines().skip(1).map(l -> l.trim().split("\\s+")).map(c -> c[c.length - 1]).toList();
    }

    private static List<String> expected(Tournament t, int round, String codes) {
        List<StandingRow> rows = Standings.rank(StandingsContext.of(t, WithdrawalRule.defaultFor(t.info()), round, C07Edition.V2026),
                TieBreakSets.parseList(codes, C07Edition.V2026).value());
        return rows.stream().map(r -> r.tieBreaks().get(r.tieBreaks().size() - 1).toDecimal(2)).toList();
    }

    @Test
    void theStandingsAfterAnEarlierRoundCountOnlyItsRounds() throws IOException {
        Tournament t = read(TRF);
        assertEquals(0, run("standings", TRF.toString(), "--round", "3", "--tiebreaks", "BH SB"), stderr());
        assertEquals(expected(t, 3, "BH SB"), lastColumn());
        assertTrue(!expected(t, 3, "BH SB").equals(expected(t, 7, "BH SB")), "round 3 is not round 7");
    }

    @Test
    void withoutARoundTheExampleIsRankedAfterItsOnlyPlayedRound() throws IOException {
        Tournament t = read(EXAMPLE);
        assertEquals(0, run("standings", EXAMPLE.toString(), "--tiebreaks", "BH"), stderr());
        assertEquals(expected(t, 1, "BH"), lastColumn(), "round 1 of 5 played: the standings after round 1");
    }

    @Test
    void aRoundTheTournamentDoesNotHaveIsAUsageError() {
        assertEquals(CommandLine.USAGE, run("standings", TRF.toString(), "--round", "8"));
        assertTrue(stderr().contains("--round 8: the tournament has rounds 1 to 7"), stderr());
        assertEquals(CommandLine.USAGE, run("standings", TRF.toString(), "--round", "0"));
    }

    @Test
    void aRoundWithTheTeamRankingIsAUsageErrorNotIgnored() {
        assertEquals(CommandLine.USAGE, run("standings", TRF.toString(), "--teams", "mp", "--round", "3"));
        assertTrue(stderr().contains("--round with --teams"), stderr());
    }
}
