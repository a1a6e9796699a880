package org.chessarbiter.tournament.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Locale;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Problem;
import org.junit.jupiter.api.Test;

class TournamentCheckTest {

    @Test
    void aConsistentTournamentHasNoProblem() {
        assertEquals(List.of(), TournamentCheck.problems(Fixture.players(4, CompetitionSystem.SWISS_DUTCH)
                .round("A-B 1-0", "C-D =").build()));
    }

    @Test
    void eachInconsistencyIsLocated() {
        Tournament t = Fixture.players(4, CompetitionSystem.SWISS_DUTCH)
                .round("A-B 1-0", "A-C =")
                .round("A-B 1-0", "D U")
                .round("C-D 1-0", "E U")
                .build()
                .withLateEntry(new LateEntry(4, 3))
                .withWithdrawal(new Withdrawal(1, 1));
        List<Problem> p = TournamentCheck.problems(t);
        assertEquals(List.of("check.twiceInRound", "check.playsAfterWithdrawal", "check.pairedBeforeEntry", "check.unknownPlayer"),
                p.stream().map(q -> q.message().key()).toList());
        assertEquals(Location.item("rounds[1].pairings", 1), p.get(0).location());
        assertEquals("rounds[2].pairings[0]: player 1 plays in round 2, after withdrawing (000 Part 2 Art. 4; Luật cờ Tướng 2004 Điều 21.5)",
                p.get(1).text(Locale.ENGLISH));
        assertEquals(Location.item("rounds[3].byes", 0), p.get(3).location());
    }
}
