package org.chessarbiter.tournament.standings;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.WithdrawalRule;
import org.chessarbiter.tournament.trf.TrfReader;
import org.chessarbiter.tournament.trf.TrfTournamentMapper;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A tournament with players and no round yet ranks with every offered tie-break (found by fuzzing:
 * TrfFuzzTestInputs/.../no-rounds-direct-encounter.trf; the direct encounter read round 1 of an empty grid).
 */
class NoRoundsTest {

    @ParameterizedTest
    @EnumSource(C07Edition.class)
    void playersWithoutRoundsAreRankedWithEveryTieBreak(C07Edition edition) {
        String trf = "012 No rounds yet\n"
                + "001    1      Player One                        2000                       0.0    1\n"
                + "001    2      Player Two                        1900                       0.0    2\n";
        Tournament t = TrfTournamentMapper.toTournament(TrfReader.read(trf).toOptional().orElseThrow()).toOptional().orElseThrow();
        StandingsContext ctx = StandingsContext.of(t, WithdrawalRule.defaultFor(t.info()), t.lastCompleteRound(), edition);
        List<StandingRow> rows = Standings.rank(ctx, TieBreakSets.offered(edition));
        assertEquals(List.of(1, 2), rows.stream().map(StandingRow::startNumber).toList());
    }
}
