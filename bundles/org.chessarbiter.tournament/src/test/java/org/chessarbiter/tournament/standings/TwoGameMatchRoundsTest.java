package org.chessarbiter.tournament.standings;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.chessarbiter.tournament.core.CompetitionSystem;
import org.chessarbiter.tournament.core.Fixture;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.TwoGameMatchRounds;
import org.junit.jupiter.api.Test;

/**
 * Luật cờ Tướng 2004 Điều 21.2 when the file records one game a round (as {@code TwoGameMatches} pairs them: the
 * second game of a match is the next round, the colours reversed): the standings rank by match points, then game
 * points, exactly as the same matches written as two-game pairings ({@link MatchScoringTest}).
 */
class TwoGameMatchRoundsTest {

    /** {@link MatchScoringTest#matches()}, one game a round. */
    static Tournament oneGameARound() {
        return Fixture.of(GameKind.XIANGQI, CompetitionSystem.ROUND_ROBIN, 0, 0, 0, 0)
                .round("A-B 1-0", "C-D =")
                .round("B-A =", "D-C =")
                .round("A-C =", "D-B +-")
                .round("C-A =", "B-D -+")
                .round("A-D =", "B-C 0-1")
                .round("D-A =", "C-B 0-1")
                .build();
    }

    @Test
    void matchPointsFirstThenGamePointsAsForTwoGamePairings() {
        Tournament folded = TwoGameMatchRounds.fold(oneGameARound(), 6);
        StandingsContext ctx = StandingsContext.ofMatches(folded, folded.matches().orElseThrow());
        StandingsContext written = StandingsContext.ofMatches(MatchScoringTest.matches(), folded.matches().orElseThrow());
        Check.scores(ctx, "2", "0.5", "1.5", "2");
        List<StandingRow> rows = Standings.rank(ctx, TieBreakSets.twoGameMatches(3));
        assertEquals("DACB", Check.order(rows));
        assertEquals(Check.order(Standings.rank(written, TieBreakSets.twoGameMatches(3))), Check.order(rows));
        for (int i = 0; i < 4; i++) {
            assertEquals(written.gamePoints(i), ctx.gamePoints(i), "game points of " + (char) ('A' + i));
        }
    }

    @Test
    void game_pointsAloneWouldRankOtherwise() {
        // by the games, one a round: D 2½ (½ + ½ + 1 + 1... of 1-½-0 games), A 2, ... differ from the match points' order
        StandingsContext games = StandingsContext.of(oneGameARound());
        StandingsContext matches = StandingsContext.ofMatches(TwoGameMatchRounds.fold(oneGameARound(), 6),
                TwoGameMatchRounds.scoring(oneGameARound()));
        assertEquals(games.score(0).plus(games.score(3)), matches.gamePoints(0).plus(matches.gamePoints(3)));
        assertEquals("2", matches.score(0).toDecimal(0));
    }

    @Test
    void aMatchWhoseSecondGameIsNotCountedIsNotCounted() {
        Tournament afterFive = TwoGameMatchRounds.fold(oneGameARound(), 5);
        assertEquals(2, afterFive.rounds().size());
        StandingsContext ctx = StandingsContext.ofMatches(afterFive, afterFive.matches().orElseThrow());
        // matches 1 and 2: A 1 + ½, B 0 + 0, C ½ + ½, D ½ + 1
        Check.scores(ctx, "1.5", "0", "1", "1.5");
    }
}
