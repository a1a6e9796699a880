package org.chessarbiter.rules.chess.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chessarbiter.rules.game.Finding;
import org.chessarbiter.rules.game.GameCheck;
import org.chessarbiter.rules.game.GameIssueCodes;
import org.chessarbiter.rules.game.GameKinds;
import org.chessarbiter.rules.game.PgnGames;
import org.chessarbiter.rules.game.WrittenGame;
import org.chessarbiter.rules.pgn.PgnReader;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The five-second increment request of the quickplay finish in the incident log (rules.game IncidentCheck, ClockCheck). */
class IncrementRequestCheckTest {

    private static List<String> codes(String pgn) {
        List<WrittenGame> games = new ArrayList<>();
        PgnReader.readAll(new StringReader(pgn), new PgnGames("pgn", games::add, p -> {
        }));
        return GameCheck.check(GameKinds.of(ChessKind.INSTANCE), games.get(0), Optional.empty()).findings().stream()
                .map(Finding::code).toList();
    }

    /** White, with 1:30 left, asks for the increment after 2. Nf3; Black's and White's next readings follow. */
    private static String game(String request, String blackAfter, String whiteAfter) {
        return "[TimeControl \"5400\"]\n1. e4 {[%clk 0:01:40]} e5 {[%clk 0:04:00]} 2. Nf3 {[%clk 0:01:30] " + request + "} Nc6 {[%clk "
                + blackAfter + "]} 3. Bc4 {[%clk " + whiteAfter + "]} *";
    }

    @Test
    @DisplayName("FIDE 2018 III.4: granted, the clocks are set to a 5-second increment and the opponent gets two minutes")
    void fide2018_III_4_grantedIncrementRequest() {
        String granted = "[%incident claim side=white type=increment outcome=accepted penalty=+2:00]";
        assertEquals(List.of(), codes(game(granted, "0:06:05", "0:01:35")), "Black 4:00 + 2:00 + 0:05; White 1:30 + 0:05");
        assertEquals(List.of(GameIssueCodes.CLOCK_READING), codes(game(granted, "0:06:05", "0:01:40")),
                "White cannot have more than 1:35");
        assertEquals(List.of(GameIssueCodes.INCIDENT_PENALTY),
                codes(game(granted.replace("+2:00", "+1:00"), "0:06:05", "0:01:35")), "the opponent gets two minutes");
    }

    @Test
    @DisplayName("FIDE 2018 III.4, III.5: refused, nothing changes; granted with two minutes or more left, it is refused")
    void fide2018_III_4_refusedIncrementRequest() {
        String refused = "[%incident claim side=white type=increment outcome=rejected]";
        assertEquals(List.of(), codes(game(refused, "0:03:50", "0:01:20")));
        assertEquals(List.of(GameIssueCodes.CLOCK_READING), codes(game(refused, "0:06:05", "0:01:20")),
                "no two minutes for Black when the arbiter refuses");
        String tooEarly = "[TimeControl \"5400\"]\n1. e4 {[%clk 0:03:00] [%incident claim side=white type=increment "
                + "outcome=accepted]} e5 *";
        assertEquals(List.of(GameIssueCodes.INCIDENT_REFUSED), codes(tooEarly), "White has three minutes left");
    }
}
