package org.chessarbiter.workspace.op;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Team;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.workspace.pairing.PairingOverrides;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The project's next-round operation pairs the team systems the regulations name (000 Part 2 Art. 16.3, 16.5) and the
 * second game of matches of two games (Luật cờ Tướng 2004 Điều 21.2) through the one pairing operation: the state's teams
 * go to the team systems as the TRF's team lines would.
 */
class PairTeamRoundOperationTest {

    @TempDir
    Path dir;

    /** Four teams of two boards: team 1 = players 1, 2; team 2 = 3, 4; team 3 = 5, 6; team 4 = 7, 8. */
    private static Tournament teams(int rounds) {
        return States.swiss(8, rounds).withTeams(List.of(new Team(1, "Team One", List.of(1, 2), 2),
                new Team(2, "Team Two", List.of(3, 4), 2), new Team(3, "Team Three", List.of(5, 6), 2),
                new Team(4, "Team Four", List.of(7, 8), 2)));
    }

    /** The teams that meet in a round, "1-3" for team 1 against team 3, each pair once, from its boards. */
    private static Set<String> matches(Round r) {
        return r.pairings().stream().map(p -> Math.min((p.first() + 1) / 2, (p.second() + 1) / 2) + "-"
                + Math.max((p.first() + 1) / 2, (p.second() + 1) / 2)).collect(Collectors.toSet());
    }

    @Test
    void theRegulationsTeamDutchPairsTheTeamsByScoreBoardAgainstBoard() throws IOException {
        // round 1: team 1 - team 2 (1.5 - 0.5), team 3 - team 4 (2 - 0)
        Path file = States.write(dir, "doi.tournament", teams(3).withRound(States.round(1, true, "1-3 1-0", "4-2 ½-½", "5-7 1-0", "8-6 0-1")));
        Files.writeString(dir.resolve("dieu-le.dieule"), "regulations doi \"Giải đồng đội\"\ngame chess\nsystem TEAM_DUTCH_2026 boards 2\nrounds 3\n");
        OperationResult r = new PairNextRoundOperation(file, PairingOverrides.NONE).run(null);
        assertFalse(r.hasErrors(), States.text(r.problems()));
        Round two = States.read(file).rounds().get(1);
        // the Dutch system on the teams' scores: team 3 (2) - team 1 (1.5), team 2 (0.5) - team 4 (0)
        assertEquals(Set.of("1-3", "2-4"), matches(two));
        for (Pairing p : two.pairings()) {
            assertEquals(p.first() % 2, p.second() % 2, "board meets board: " + p);
        }
    }

    @Test
    void theRegulationsTeamKnockoutPairsTheWinnersOfTheEnglishMatches() throws IOException {
        Files.writeString(dir.resolve("dieu-le.dieule"), "regulations doi \"Giải đồng đội\"\ngame chess\nsystem TEAM_KNOCKOUT boards 2\nrounds 4\n");
        Path file = States.write(dir, "ko.tournament", teams(4));
        for (int r = 1; r <= 2; r++) {
            OperationResult paired = new PairNextRoundOperation(file, PairingOverrides.NONE).run(null);
            assertFalse(paired.hasErrors(), States.text(paired.problems()));
            Round round = States.read(file).rounds().get(r - 1);
            assertEquals(Set.of("1-4", "2-3"), matches(round), "round " + r + " of the English matches");
            // teams 1 and 2 win every game: their players have the smaller numbers
            List<String> boards = round.pairings().stream().map(p -> p.first() + "-" + p.second() + " "
                    + (p.first() <= 4 ? "1-0" : "0-1")).toList();
            States.write(dir, "ko.tournament", States.read(file).withRound(States.round(r, true, boards.toArray(String[]::new))));
        }
        OperationResult last = new PairNextRoundOperation(file, PairingOverrides.NONE).run(null);
        assertFalse(last.hasErrors(), States.text(last.problems()));
        assertEquals(Set.of("1-2"), matches(States.read(file).rounds().get(2)), "the final: the winners of the English matches");
    }
}
