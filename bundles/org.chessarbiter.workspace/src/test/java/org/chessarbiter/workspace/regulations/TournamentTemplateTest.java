package org.chessarbiter.workspace.regulations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.chessarbiter.regulations.catalog.RegulationsTemplate;
import org.chessarbiter.regulations.catalog.SystemCode;
import org.chessarbiter.tournament.core.CompetitionSystem;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.Tournament;
import org.junit.jupiter.api.Test;

/** A new tournament from a regulations template: what the template states, and the rounds the arbiter chose. */
class TournamentTemplateTest {

    @Test
    void everyTemplateStatesItsGameSystemAndRounds() {
        TournamentTemplate chess = TournamentTemplate.of(RegulationsTemplate.CHESS_OPEN_SWISS);
        assertEquals(new TournamentTemplate(RegulationsTemplate.CHESS_OPEN_SWISS, GameKind.CHESS, SystemCode.FIDE_DUTCH_2026, 9), chess);
        assertEquals(GameKind.XIANGQI, TournamentTemplate.of(RegulationsTemplate.XIANGQI_ROUND_ROBIN).game());
        assertEquals(SystemCode.ROUND_ROBIN, TournamentTemplate.of(RegulationsTemplate.XIANGQI_ROUND_ROBIN).system());
        assertEquals(List.of(chess), TournamentTemplate.of(GameKind.CHESS));
        assertEquals(2, TournamentTemplate.of(GameKind.XIANGQI).size());
    }

    @Test
    void fewerRoundsChangeTheNumberAndTheScheduleAndTheEmptyStateFollows() {
        TournamentTemplate seven = TournamentTemplate.of(RegulationsTemplate.CHESS_OPEN_SWISS).withRounds(7);
        String text = seven.text();
        assertTrue(text.contains("số_vòng 7\n"), text);
        assertTrue(text.contains("vòng 7 ngày"), text);
        assertFalse(text.contains("vòng 8 ngày") || text.contains("vòng 9 ngày"), text);
        Tournament t = seven.tournament("Giải mùa hè");
        assertEquals("Giải mùa hè", t.info().name());
        assertEquals(CompetitionSystem.SWISS_DUTCH, t.info().system());
        assertEquals(7, t.info().plannedRounds());
        assertTrue(t.players().isEmpty() && t.rounds().isEmpty());
    }
}
