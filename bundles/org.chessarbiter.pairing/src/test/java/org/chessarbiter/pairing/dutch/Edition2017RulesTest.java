package org.chessarbiter.pairing.dutch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.RoundKind;
import org.chessarbiter.pairing.RoundPairing;
import org.junit.jupiter.api.Test;

/**
 * Where the 2017 edition of C.04.3 differs from the 2026 one: small tournaments paired (or players
 * seen) by both editions, both results asserted.
 */
class Edition2017RulesTest {

    private static RoundPairing paired(DutchEdition e, PairingRequest r) {
        PairingOutcome out = new DutchSystem(e).pair(r);
        assertInstanceOf(PairingOutcome.Paired.class, out, out.toString());
        return out.orThrow();
    }

    private static List<String> boards(RoundPairing p) {
        return p.boards().stream().map(b -> b.white() + "-" + b.black()).toList();
    }

    private static DutchPlayer player(DutchEdition e, PairingRequest r, int id) {
        return DutchPlayers.sorted(r, r.acceleration(), e.rules()).stream().filter(p -> p.id() == id).findFirst()
                .orElseThrow();
    }

    /**
     * Round 3 of five players: 2 had the pairing-allocated bye, 3 and 4 won by forfeit, 5 had a
     * full-point bye given by the regulations (not by the pairing) and lost by forfeit. 2026 (C2 with
     * C.04.1 c: any win without playing): only 1, the leader, may have the bye; 2017 (C.04.1 c:
     * "already received a pairing-allocated bye, or ... a (forfeit) win"): 5 may, and gets it. Both
     * results are those of the references (bbpPairings v5.0.1 for 2017, v6.0.0 for 2026).
     */
    @Test
    void C04_1_c_2017_aFullPointByeGivenByTheRegulationsKeepsByeEligibility() {
        PairingRequest r = new TestTournament(5, 5).round().game(1, 2, 10).forfeit(3, 4)
                .bye(5, RoundKind.FULL_POINT_BYE, 10).end()
                .round().game(3, 1, 0).forfeit(4, 5).bye(2, RoundKind.PAIRING_BYE, 10).end().next(Colour.WHITE);
        assertTrue(player(DutchEdition.FIDE_2017, r, 5).byeEligible());
        assertFalse(player(DutchEdition.FIDE_2026, r, 5).byeEligible());

        RoundPairing p2017 = paired(DutchEdition.FIDE_2017, r);
        assertEquals(Optional.of(5), p2017.pairingBye());
        assertEquals(List.of("1-4", "2-3"), boards(p2017));
        RoundPairing p2026 = paired(DutchEdition.FIDE_2026, r);
        assertEquals(Optional.of(1), p2026.pairingBye());
        assertEquals(List.of("2-4", "5-3"), boards(p2026));
    }

    /** A forfeit win costs bye eligibility in both editions (2017 C.04.1 c; 2026 C2). */
    @Test
    void C04_1_c_aForfeitWinCostsByeEligibilityInBothEditions() {
        PairingRequest r = new TestTournament(3, 3).round().forfeit(2, 1).bye(3, RoundKind.PAIRING_BYE, 10).end()
                .next(Colour.WHITE);
        for (DutchEdition e : DutchEdition.values()) {
            assertFalse(player(e, r, 2).byeEligible(), e.name());
            assertFalse(player(e, r, 3).byeEligible(), e.name());
            assertTrue(player(e, r, 1).byeEligible(), e.name());
        }
    }

    /**
     * 2017 A.4: "a player who, for whatever reason, does not play in a round, also receives a
     * downfloat"; 2026 1.4.3: only scoring more than a loss without playing counts as one. Player
     * 3 was absent with zero points, player 4 lost by forfeit.
     */
    @Test
    void A4_2017_everyUnplayedRoundIsADownfloat() {
        PairingRequest r = new TestTournament(4, 5).round().forfeit(1, 4).bye(3, RoundKind.ZERO_POINT_BYE, 0)
                .bye(2, RoundKind.HALF_POINT_BYE, 5).end().next(Colour.WHITE);
        assertEquals(FloatKind.DOWN, player(DutchEdition.FIDE_2017, r, 3).lastFloat());
        assertEquals(FloatKind.NONE, player(DutchEdition.FIDE_2026, r, 3).lastFloat());
        assertEquals(FloatKind.DOWN, player(DutchEdition.FIDE_2017, r, 4).lastFloat());
        assertEquals(FloatKind.NONE, player(DutchEdition.FIDE_2026, r, 4).lastFloat());
        assertEquals(FloatKind.DOWN, player(DutchEdition.FIDE_2026, r, 2).lastFloat());
        assertEquals(FloatKind.DOWN, player(DutchEdition.FIDE_2026, r, 1).lastFloat());
    }

    /**
     * Round 3 of six players, 1 and 2 absent (zero points) in round 2; an even count, so no bye is
     * at stake and only the floats of the absences differ: in 2017 (A.4) both received a downfloat
     * in round 2, and the pairing avoids floating them down again; in 2026 (1.4.3) they did not.
     * Both results are those of the references (bbpPairings v5.0.1 for 2017, v6.0.0 for 2026),
     * boards and colours.
     */
    @Test
    void A4_2017_anAbsenceIsADownfloat_theEditionsPairRoundThreeDifferently() {
        PairingRequest r = new TestTournament(6, 5).round().game(1, 4, 5).game(2, 3, 10).game(6, 5, 5).end()
                .round().bye(1, RoundKind.ZERO_POINT_BYE, 0).bye(2, RoundKind.ZERO_POINT_BYE, 0).game(5, 3, 5)
                .game(4, 6, 10).end().next(Colour.WHITE);
        assertEquals(List.of("4-2", "5-1", "3-6"), boards(paired(DutchEdition.FIDE_2017, r)));
        assertEquals(List.of("5-4", "6-2", "3-1"), boards(paired(DutchEdition.FIDE_2026, r)));
    }

    /**
     * Round 3 of five players, 1 and 3 already had the pairing-allocated bye, player 2 is alone at
     * the lowest score (0.5). 2026 C5: the bye goes to the lowest score that allows a complete
     * pairing: 2. 2017 has no C5: the bye falls out of the pairing of the brackets (A.9) and goes
     * to 5 (1 point), while 2 floats up. Both results are those of the references (bbpPairings
     * v5.0.1 for 2017, v6.0.0 for 2026), boards, colours and bye.
     */
    @Test
    void C5_2026_theByeGoesToTheLowestScore_the2017EditionHasNoSuchCriterion() {
        PairingRequest r = new TestTournament(5, 5).round().bye(1, RoundKind.PAIRING_BYE, 10).game(5, 2, 5)
                .game(4, 3, 5).end()
                .round().game(1, 2, 10).bye(3, RoundKind.PAIRING_BYE, 10).game(5, 4, 5).end().next(Colour.WHITE);
        RoundPairing p2017 = paired(DutchEdition.FIDE_2017, r);
        assertEquals(List.of("3-1", "2-4"), boards(p2017));
        assertEquals(Optional.of(5), p2017.pairingBye());
        RoundPairing p2026 = paired(DutchEdition.FIDE_2026, r);
        assertEquals(List.of("4-1", "3-5"), boards(p2026));
        assertEquals(Optional.of(2), p2026.pairingBye());
    }

    @Test
    void editionsAreNamedByYearAndBySystemCode() {
        assertEquals(Optional.of(DutchEdition.FIDE_2017), DutchEdition.fromYear("2017"));
        assertEquals(Optional.of(DutchEdition.FIDE_2017), DutchEdition.fromSystemCode("192 FIDE_DUTCH_2017"));
        assertEquals(Optional.of(DutchEdition.FIDE_2026), DutchEdition.fromSystemCode("FIDE_DUTCH_2025"));
        assertEquals("FIDE_DUTCH_2017", new DutchSystem(DutchEdition.FIDE_2017).id());
    }
}
