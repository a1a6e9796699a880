package org.chessarbiter.pairing.dutch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.chessarbiter.pairing.Acceleration;
import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.PairingOptions;
import org.chessarbiter.pairing.PairingPlayer;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.RoundPairing;
import org.junit.jupiter.api.Test;

/** FIDE C.04.5.1, the Baku Acceleration Method: groups, virtual points, and their effect on the pairing. */
class BakuAccelerationTest {

    private final DutchSystem dutch = new DutchSystem();

    @Test
    void c04_5_1_groupAIsTheFirstHalfRoundedUpToTheNearestEvenNumber() {
        assertEquals(82, BakuAcceleration.groupA(161), "the text's example: 161 players, 2 * Q with Q = 161 / 4 rounded up");
        // 10 players: half is 5, rounded up to even 6 (bbpPairings v6.0.0 takes 5: the rule decides)
        assertEquals(6, BakuAcceleration.groupA(10));
        assertEquals(6, BakuAcceleration.groupA(12));
        assertEquals(8, BakuAcceleration.groupA(13));
    }

    @Test
    void c04_5_1_nineRoundsHaveFiveAcceleratedRoundsThreeWithOnePointTwoWithHalf() {
        int[] expected = {10, 10, 10, 5, 5, 0, 0, 0, 0};
        for (int r = 1; r <= 9; r++) {
            assertEquals(expected[r - 1], BakuAcceleration.virtualPoints(r, 9, 10, 5), "round " + r);
        }
        assertEquals(3, BakuAcceleration.acceleratedRounds(5));
        assertEquals(2, BakuAcceleration.fullPointRounds(5));
    }

    @Test
    void c04_5_1_roundOneOfEightPlayersPairsGroupAWithinItself() {
        PairingRequest r = new TestTournament(8, 7).next(Colour.WHITE);
        RoundPairing plain = dutch.pair(r).orThrow();
        assertEquals(List.of(new Board(1, 1, 5), new Board(2, 6, 2), new Board(3, 3, 7), new Board(4, 8, 4)), plain.boards());
        PairingRequest acc = new PairingRequest(1, 7, r.players(), r.options().withAcceleration(true));
        RoundPairing baku = dutch.pair(acc).orThrow();
        // GA = players 1-4 with one virtual point: 1-3 and 2-4, then GB: 5-7 and 6-8
        assertEquals(List.of(new Board(1, 1, 3), new Board(2, 4, 2), new Board(3, 5, 7), new Board(4, 8, 6)), baku.boards());
        assertTrue(baku.explanation().text(Locale.ENGLISH).contains("Baku acceleration"), baku.explanation().text(Locale.ENGLISH));
        assertEquals(List.of(10), BakuAcceleration.of(acc).perPlayer().get(4));
        assertEquals(null, BakuAcceleration.of(acc).perPlayer().get(5));
    }

    @Test
    void c04_5_1_lateEntriesAboveTheLastGroupAPlayerJoinGroupA() {
        // 8 players paired in round 1 (ids 1-4, 6-9), id 5 enters late in round 2: GA was 1-4 plus 6
        // (2 * ceil(8 / 4) = 4 players: 1, 2, 3, 4); the last GA player stays 4, so 5 is not in GA
        TestTournament t = new TestTournament(9, 9);
        t.round().game(1, 6, 10).game(7, 2, 0).game(3, 8, 10).game(9, 4, 0).end();
        PairingRequest r2 = t.next(Colour.WHITE);
        Acceleration a = BakuAcceleration.of(new PairingRequest(2, 9, r2.players(), r2.options().withAcceleration(true)));
        assertEquals(List.of(10, 10), a.perPlayer().get(4));
        assertEquals(null, a.perPlayer().get(5), "a late entry below the last GA player stays in GB");
        // renumbered so that the late entry (id 2) ranks above the last GA player: it joins GA
        TestTournament u = new TestTournament(9, 9);
        u.round().game(1, 6, 10).game(7, 3, 0).game(4, 8, 10).game(9, 5, 0).end();
        PairingRequest s2 = u.next(Colour.WHITE);
        Acceleration b = BakuAcceleration.of(new PairingRequest(2, 9, s2.players(), s2.options().withAcceleration(true)));
        assertEquals(List.of(10, 10), b.perPlayer().get(2), "GA may become odd after round 1 (Note 2)");
        assertEquals(List.of(10, 10), b.perPlayer().get(5));
        assertEquals(null, b.perPlayer().get(6));
    }

    @Test
    void c04_5_1_virtualPointsCountForPairingButNotForTheBoardOrder() {
        PairingRequest r = new TestTournament(8, 7).next(Colour.WHITE);
        List<PairingPlayer> players = new ArrayList<>(r.players());
        PairingRequest acc = new PairingRequest(1, 7, players, new PairingOptions(Colour.WHITE, false, 10, 5, 10),
                new Acceleration(java.util.Map.of(8, List.of(20))));
        RoundPairing p = dutch.pair(acc).orThrow();
        // player 8 with two virtual points tops the list alone and floats down to meet player 1
        assertTrue(p.boards().stream().anyMatch(b -> (b.white() == 8 && b.black() == 1) || (b.white() == 1 && b.black() == 8)),
                p.boards().toString());
        // all real scores are 0: board order by pairing number of the higher player (1 first)
        assertTrue(p.boards().get(0).white() == 1 || p.boards().get(0).black() == 1, p.boards().toString());
    }
}
