package org.chessarbiter.rules.chess.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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

/**
 * The arbiter's sanctions and the lateness at the resumption of an adjourned game in the incident log (rules.game
 * IncidentCheck, ClockCheck): each with a failing and a passing example.
 */
class SanctionAndResumptionCheckTest {

    private static List<Finding> findings(String pgn) {
        List<WrittenGame> games = new ArrayList<>();
        PgnReader.readAll(new StringReader(pgn), new PgnGames("pgn", games::add, p -> {
        }));
        return GameCheck.check(GameKinds.of(ChessKind.INSTANCE), games.get(0), Optional.empty()).findings();
    }

    private static List<String> codes(String pgn) {
        return findings(pgn).stream().map(Finding::code).toList();
    }

    private static String message(String pgn, String code) {
        return findings(pgn).stream().filter(f -> f.code().equals(code)).findFirst().orElseThrow().problem().message()
                .format(Locale.ENGLISH);
    }

    @Test
    @DisplayName("FIDE 2018 12.9.3: time taken from the offender counts in the readings that follow")
    void fide2018_12_9_3_timeTakenCountsInTheReadings() {
        String sanction = "[TimeControl \"5400\"]\n1. e4 {[%clk 1:29:00]} e5 {[%clk 1:29:00] "
                + "[%incident sanction side=white type=time-from time=10:00]} 2. Nf3 {[%clk %s]} *";
        assertEquals(List.of(), codes(sanction.replace("%s", "1:18:00")), "1:29:00 - 10:00 - 1:00 thinking");
        assertEquals(List.of(GameIssueCodes.CLOCK_READING), codes(sanction.replace("%s", "1:28:00")),
                "White cannot have more than 1:19:00 after the sanction");
    }

    @Test
    @DisplayName("FIDE 2018 12.9.6: the game declared lost ends it; a move after it and another result are errors")
    void fide2018_12_9_6_gameLostEndsTheGame() {
        String lost = "[TimeControl \"5400\"]\n1. e4 e5 {[%incident sanction side=black type=game-lost]} ";
        assertEquals(List.of(), codes(lost + "1-0"));
        assertEquals(List.of(GameIssueCodes.INCIDENT_ENDED_GAME), codes(lost + "2. Nf3 1-0"));
        assertEquals(List.of(GameIssueCodes.INCIDENT_RESULT), codes(lost + "0-1"));
        assertTrue(message(lost + "0-1", GameIssueCodes.INCIDENT_RESULT).contains("FIDE 2018 12.9.6"),
                message(lost + "0-1", GameIssueCodes.INCIDENT_RESULT));
    }

    @Test
    @DisplayName("FIDE 2000 13.4: a sanction the 2000 Laws do not list (exclusion) is a warning; a reminder is 13.4(a)")
    void fide2000_13_4_sanctionNotInTheLaw() {
        String excluded = "[Law \"FIDE 2000\"]\n1. e4 {[%incident sanction side=white type=exclusion]} e5 *";
        assertEquals(List.of(GameIssueCodes.INCIDENT_REFUSED), codes(excluded));
        assertTrue(message(excluded, GameIssueCodes.INCIDENT_REFUSED).contains("(FIDE 2000 13.4)"),
                message(excluded, GameIssueCodes.INCIDENT_REFUSED));
        assertEquals(List.of(), codes("[Law \"FIDE 2000\"]\n1. e4 {[%incident sanction side=white type=reminder]} e5 *"));
    }

    @Test
    @DisplayName("FIDE 2018 I.10: after a sealed move, a player later than the default time at the resumption loses")
    void fide2018_I_10_lateAtTheResumption() {
        String adjourned = "[TimeControl \"40/7200:3600\"]\n1. e4 {[%clk 1:59:00]} e5 {[%clk 1:58:00] "
                + "[%incident seal side=white] [%incident late side=black time=%s allowed=0:30:00] "
                + "[%incident seal side=white reading=legal]} ";
        assertEquals(List.of(), codes(adjourned.replace("%s", "0:20:00") + "2. Nf3 {[%clk 1:58:00]} Nc6 {[%clk 1:37:00]} *"),
                "in time: Black's clock ran 20 minutes");
        assertEquals(List.of(GameIssueCodes.CLOCK_READING),
                codes(adjourned.replace("%s", "0:20:00") + "2. Nf3 {[%clk 1:58:00]} Nc6 {[%clk 1:50:00]} *"),
                "Black cannot have more than 1:38:00");
        String late = adjourned.replace("%s", "0:31:00");
        assertEquals(List.of(GameIssueCodes.INCIDENT_ENDED_GAME, GameIssueCodes.INCIDENT_ENDED_GAME), codes(late + "2. Nf3 1-0"),
                "the envelope opened and the move made after the forfeit");
        assertEquals(List.of(), codes(late.replace(" [%incident seal side=white reading=legal]", "") + "1-0"));
        assertTrue(message(late + "2. Nf3 1-0", GameIssueCodes.INCIDENT_ENDED_GAME).contains("FIDE 2018 I.10"),
                message(late + "2. Nf3 1-0", GameIssueCodes.INCIDENT_ENDED_GAME));
    }
}
