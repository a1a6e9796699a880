package org.chessarbiter.tournament.standings;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Collections;
import java.util.List;

import org.chessarbiter.tournament.core.CompetitionSystem;
import org.chessarbiter.tournament.core.Fixture;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.Tournament;
import org.junit.jupiter.api.Test;

/**
 * The number of tie-breaks is the user's (the command line's {@code --tiebreaks}): ranking with
 * thousands of them must work, not exhaust the stack. Two players who drew their only game stay
 * tied after every tie-break, so every tie-break of the list is applied to them in turn.
 */
class ManyTieBreaksTest {

    @Test
    void tenThousandTieBreaksRankTwoTiedPlayers() throws InterruptedException {
        // on a thread with a small stack (256 KB), as a deep recursion would exhaust it whatever -Xss the tests run with
        Throwable[] failure = new Throwable[1];
        Thread ranking = new Thread(null, () -> {
            try {
                rankTwoTiedPlayers();
            } catch (Throwable e) {
                failure[0] = e;
            }
        }, "ranking", 256 * 1024);
        ranking.start();
        ranking.join();
        if (failure[0] != null) {
            throw new AssertionError(failure[0]);
        }
    }

    private static void rankTwoTiedPlayers() {
        Tournament t = Fixture.of(GameKind.CHESS, CompetitionSystem.SWISS_DUTCH, 2000, 1900).round("A-B =").build();
        StandingsContext ctx = StandingsContext.of(t);
        String codes = String.join(" ", Collections.nCopies(10_000, "BH"));
        List<TieBreak> tbs = TieBreakSets.parseList(codes, C07Edition.V2026).value();
        List<StandingRow> rows = Standings.rank(ctx, tbs);
        assertEquals(List.of(1, 1), rows.stream().map(StandingRow::rank).toList());
        assertEquals(10_000, rows.get(0).tieBreaks().size());
    }
}
