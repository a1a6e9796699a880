package org.chessarbiter.tournament.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The round after which standings are taken by default: the last one whose results are all in. */
class LastCompleteRoundTest {

    @Test
    void aRoundWithAGameNotYetPlayedIsNotComplete() {
        Tournament t = Fixture.players(4, CompetitionSystem.SWISS_DUTCH).round("A-B 1-0", "C-D =").round("A-C *", "B-D 0-1").build();
        assertTrue(t.rounds().get(0).isComplete());
        assertFalse(t.rounds().get(1).isComplete());
        assertEquals(1, t.lastCompleteRound());
    }

    @Test
    void anAdjournedGameKeepsItsRoundOpenButALaterCompleteRoundCounts() {
        Tournament t = Fixture.players(4, CompetitionSystem.SWISS_DUTCH).round("A-B adj", "C-D =").round("A-C 1-0", "B-D 0-1").build();
        assertFalse(t.rounds().get(0).isComplete());
        assertEquals(2, t.lastCompleteRound());
    }

    /** A round that holds only the byes players asked for is not paired yet, so it is not complete either. */
    @Test
    void aRoundHoldingOnlyRequestedByesIsNeitherPairedNorComplete() {
        Tournament played = Fixture.players(4, CompetitionSystem.SWISS_DUTCH).round("A-B 1-0", "C-D =").build();
        Tournament t = played.withRound(new Round(3, "", false, java.util.List.of(), java.util.List.of(new Bye(1, ByeKind.HALF_POINT))));
        assertFalse(t.rounds().get(1).isPaired());
        assertFalse(t.rounds().get(1).isComplete());
        assertEquals(1, t.lastCompleteRound(), "the standings are taken after round 1, not after the round of a bye request");
        Round byeOnly = new Round(2, "", false, java.util.List.of(), java.util.List.of(new Bye(3, ByeKind.PAIRING_ALLOCATED)));
        assertTrue(byeOnly.isPaired(), "the pairing-allocated bye is a pairing");
    }

    @Test
    void noRoundCompleteIsRoundZero() {
        Tournament t = Fixture.players(4, CompetitionSystem.SWISS_DUTCH).round("A-B *", "C-D *").build();
        assertEquals(0, t.lastCompleteRound());
    }

    @Test
    void theBoardsWithoutAResultAreNamedInBoardOrder() {
        Tournament t = Fixture.players(6, CompetitionSystem.SWISS_DUTCH).round("A-B 1-0", "C-D *", "E-F adj").build();
        assertEquals(java.util.List.of(2, 3), t.rounds().get(0).unfinished().stream().map(Pairing::board).toList());
    }
}
