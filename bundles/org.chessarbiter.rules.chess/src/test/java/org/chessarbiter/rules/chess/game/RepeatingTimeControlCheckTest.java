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

/** Clock readings against a control whose last period repeats to the end (rules.game ClockCheck). */
class RepeatingTimeControlCheckTest {

    private static List<String> codes(String pgn) {
        List<WrittenGame> games = new ArrayList<>();
        PgnReader.readAll(new StringReader(pgn), new PgnGames("pgn", games::add, p -> {
        }));
        return GameCheck.check(GameKinds.of(ChessKind.INSTANCE), games.get(0), Optional.empty()).findings().stream()
                .map(Finding::code).toList();
    }

    private static String game(String fifthReading) {
        return "[TimeControl \"2/60...\"]\n1. e4 {[%clk 0:00:50]} e5 2. Nf3 {[%clk 0:00:40]} Nc6 3. Bc4 {[%clk 0:01:30]} Bc5 "
                + "4. O-O {[%clk 0:01:20]} Nf6 5. d3 {[%clk " + fifthReading + "]} d6 *";
    }

    @Test
    @DisplayName("Luật cờ Tướng 2004 Điều 10.1.1d (a repeating period): each completed period adds its time again")
    void dieu10_1_1d_eachRepetitionAddsItsTime() {
        assertEquals(List.of(), codes(game("0:02:10")), "40 s + 60 s, then 80 s + 60 s: 2:20 at most");
        assertEquals(List.of(GameIssueCodes.CLOCK_READING), codes(game("0:02:30")));
    }

    /** White has 10 s after 1. e4 and records no reading until the control is passed (a time scramble, FIDE 2018 8.4). */
    private static String scramble(String secondReading) {
        return "[TimeControl \"3/60:60\"]\n1. e4 {[%clk 0:00:10]} e5 2. Nf3 " + secondReading + " Nc6 3. Bc4 Bc5 4. O-O {[%clk 0:00:50]} *";
    }

    @Test
    @DisplayName("FIDE 2018 8.4, 8.6; FIDE 2000 8.4, 8.6: without a reading that proves it, no time was overstepped")
    void fide2018_8_6_anOverstepOnlyWhereTheReadingsProveIt() {
        assertEquals(List.of(), codes(scramble("")), "moves without readings in time trouble: the control counts as met");
        assertEquals(List.of(GameIssueCodes.TIME_EXCEEDED), codes(scramble("{[%clk 0:00:00]}")),
                "a reading of 0:00 before the third move proves the overstep");
    }
}
