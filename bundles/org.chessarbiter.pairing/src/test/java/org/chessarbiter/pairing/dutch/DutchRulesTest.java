package org.chessarbiter.pairing.dutch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import org.chessarbiter.pairing.Availability;
import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Bye;
import org.chessarbiter.pairing.ByeKind;
import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.RoundKind;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.rules.ProblemKind;
import org.junit.jupiter.api.Test;

/** Small tournaments whose pairing follows directly from one rule of C.04.3 (2026). */
class DutchRulesTest {

    private final DutchSystem dutch = new DutchSystem();

    private RoundPairing paired(PairingRequest r) {
        PairingOutcome out = dutch.pair(r);
        assertInstanceOf(PairingOutcome.Paired.class, out, out.toString());
        return out.orThrow();
    }

    private static List<String> boards(RoundPairing p) {
        return p.boards().stream().map(b -> b.white() + "-" + b.black()).toList();
    }

    @Test
    void roundOne_topHalfMeetsBottomHalf_E5_initialColourAlternates() {
        RoundPairing p = paired(new TestTournament(8, 5).next(Colour.WHITE));
        assertEquals(List.of("1-5", "6-2", "3-7", "8-4"), boards(p));
        RoundPairing q = paired(new TestTournament(8, 5).next(Colour.BLACK));
        assertEquals(List.of("5-1", "2-6", "7-3", "4-8"), boards(q));
    }

    @Test
    void roundOne_oddNumber_C5_lowestRankedGetsThePairingAllocatedBye() {
        RoundPairing p = paired(new TestTournament(5, 5).next(Colour.WHITE));
        assertEquals(List.of("1-3", "4-2"), boards(p));
        assertEquals(Optional.of(5), p.pairingBye());
    }

    @Test
    void C1_noRematch_transpositionInsteadOfTheNaturalPairing() {
        // all on 1/2 after round 1 (1-3 and 2-4 drawn): the natural 1-3, 2-4 would be rematches
        PairingRequest r = new TestTournament(4, 5).round().game(1, 3, 5).game(2, 4, 5).end().next(Colour.WHITE);
        // E.1: 1 and 2 had white, 3 and 4 had black: both preferences met on each board
        assertEquals(Set.of("4-1", "3-2"), Set.copyOf(boards(paired(r))));
    }

    @Test
    void C2_playerWhoHadThePairingAllocatedByeDoesNotGetItAgain() {
        // round 1: 1 beats 2, 3 had a (zero-point) pairing-allocated bye; 2 and 3 are lowest on 0
        PairingRequest r = new TestTournament(3, 3).round().game(1, 2, 10).bye(3, RoundKind.PAIRING_BYE, 0).end()
                .next(Colour.WHITE);
        RoundPairing p = paired(r);
        assertEquals(Optional.of(2), p.pairingBye());
        assertEquals(List.of("3-1"), boards(p));
    }

    @Test
    void C2_aForfeitWinCountsAsThePairingAllocatedBye() {
        // R1: 1 beats 2, 3 has the bye; R2: 2 wins by forfeit against 3, 1 has the bye.
        // R3: 1-2 is a rematch, so 1-3 (bye 2) or 2-3 (bye 1; a forfeit may be replayed).
        // 1 and 3 had the bye, 2 scored a win without playing: nobody may take it (C2).
        TestTournament t = new TestTournament(3, 5).round().game(1, 2, 10).bye(3, RoundKind.PAIRING_BYE, 10).end()
                .round().forfeit(2, 3).bye(1, RoundKind.PAIRING_BYE, 10).end();
        PairingOutcome.Failed f = assertInstanceOf(PairingOutcome.Failed.class, dutch.pair(t.next(Colour.WHITE)));
        assertEquals(ProblemKind.NO_SOLUTION, f.errors().get(0).kind());
        // the same history with a played game instead of the forfeit: 2 may take the bye
        TestTournament played = new TestTournament(3, 5).round().game(1, 2, 10).bye(3, RoundKind.PAIRING_BYE, 10).end()
                .round().game(2, 3, 10).bye(1, RoundKind.PAIRING_BYE, 10).end();
        PairingOutcome ok = dutch.pair(played.next(Colour.WHITE));
        // 2-3 and 1-2 are rematches now: only 1-3 with the bye to 2
        assertEquals(Optional.of(2), ok.orThrow().pairingBye());
    }

    @Test
    void C3_sameAbsoluteColourPreferenceNeverMeet_exceptTopscorersInTheLastRound() {
        ColourState whiteTwice = new ColourState(2, Colour.BLACK, Colour.WHITE);
        DutchPlayer a = new DutchPlayer(1, 0, 20, whiteTwice, FloatKind.NONE, FloatKind.NONE, 2, true, Set.of());
        DutchPlayer b = new DutchPlayer(2, 1, 10, whiteTwice, FloatKind.NONE, FloatKind.NONE, 2, true, Set.of());
        ScoreGroupLayout layout = new ScoreGroupLayout(List.of(a, b));
        assertFalse(new EdgeWeights(layout, 3, 5, 10, 5).compatible(a, b));
        // last round (3 of 3): a has 2 of 2 points, more than 50% -> a topscorer, allowed
        assertTrue(new EdgeWeights(layout, 3, 3, 10, 5).compatible(a, b));
        DutchPlayer c = new DutchPlayer(3, 2, 10, whiteTwice, FloatKind.NONE, FloatKind.NONE, 2, true, Set.of());
        // neither b nor c is a topscorer (1 of 2 points)
        assertFalse(new EdgeWeights(layout, 3, 3, 10, 5).compatible(b, c));
    }

    @Test
    void C4_noLegalPairingIsAnErrorNamingTheCause() {
        // after two rounds of draws every possible pair is a rematch or two players due black twice
        PairingRequest r = new TestTournament(4, 5).round().game(1, 3, 5).game(2, 4, 5).end()
                .round().game(1, 4, 5).game(2, 3, 5).end().next(Colour.WHITE);
        PairingOutcome out = dutch.pair(r);
        PairingOutcome.Failed f = assertInstanceOf(PairingOutcome.Failed.class, out);
        assertEquals(ProblemKind.NO_SOLUTION, f.errors().get(0).kind());
        String text = f.errors().get(0).text(Locale.ENGLISH);
        assertTrue(text.contains("C3") && text.contains("players 1, 2, 3, 4 stay without an opponent"), text);
    }

    @Test
    void art1_4_3_scoringWithoutPlayingIsADownfloat() {
        PairingRequest r = new TestTournament(3, 3).round().forfeit(2, 1).bye(3, RoundKind.HALF_POINT_BYE, 5).end()
                .next(Colour.WHITE);
        List<DutchPlayer> sorted = DutchPlayers.sorted(r);
        DutchPlayer p2 = sorted.stream().filter(p -> p.id() == 2).findFirst().orElseThrow();
        DutchPlayer p1 = sorted.stream().filter(p -> p.id() == 1).findFirst().orElseThrow();
        DutchPlayer p3 = sorted.stream().filter(p -> p.id() == 3).findFirst().orElseThrow();
        assertEquals(FloatKind.DOWN, p2.lastFloat());
        assertEquals(FloatKind.NONE, p1.lastFloat());
        assertEquals(FloatKind.DOWN, p3.lastFloat());
        assertFalse(p2.byeEligible());
        assertTrue(p3.byeEligible());
    }

    @Test
    void art1_4_2_higherScoreDownfloatsLowerUpfloats() {
        PairingRequest r = new TestTournament(4, 5).round().game(1, 3, 10).game(4, 2, 10).end()
                .round().game(1, 4, 5).game(3, 2, 5).end().next(Colour.WHITE);
        List<DutchPlayer> sorted = DutchPlayers.sorted(r);
        assertEquals(FloatKind.NONE, sorted.stream().filter(p -> p.id() == 1).findFirst().orElseThrow().lastFloat());
        r = new TestTournament(4, 5).round().game(1, 3, 10).game(4, 2, 10).end()
                .round().game(1, 2, 5).game(4, 3, 5).end().next(Colour.WHITE);
        sorted = DutchPlayers.sorted(r);
        assertEquals(FloatKind.DOWN, sorted.stream().filter(p -> p.id() == 1).findFirst().orElseThrow().lastFloat());
        assertEquals(FloatKind.UP, sorted.stream().filter(p -> p.id() == 2).findFirst().orElseThrow().lastFloat());
    }

    @Test
    void absentPlayersGetTheirByeAndWithdrawnPlayersAreNotPaired() {
        PairingRequest r = new TestTournament(6, 5).availability(2, Availability.HALF_POINT_BYE)
                .availability(5, Availability.WITHDRAWN).next(Colour.WHITE);
        RoundPairing p = paired(r);
        assertEquals(2, p.boards().size());
        assertTrue(p.byes().contains(new Bye(2, ByeKind.HALF_POINT)));
        assertTrue(p.byes().stream().noneMatch(b -> b.player() == 5));
        for (Board b : p.boards()) {
            assertTrue(Set.of(1, 3, 4, 6).containsAll(Set.of(b.white(), b.black())));
        }
    }

    @Test
    void explanationCitesTheCriteriaInEnglishAndVietnamese() {
        RoundPairing p = paired(new TestTournament(5, 5).next(Colour.WHITE));
        String en = p.explanation().text(Locale.ENGLISH);
        String vi = p.explanation().text(Locale.forLanguageTag("vi"));
        assertTrue(en.contains("pairing-allocated bye") && en.contains("C5") && en.contains("E.5"), en);
        // round 2 of a tournament where the winner of 1-3 meets a lower score: the float is explained
        RoundPairing r2 = paired(new TestTournament(4, 5).round().game(1, 3, 10).game(2, 4, 5).end().next(Colour.WHITE));
        assertTrue(r2.explanation().text(Locale.ENGLISH).contains("floats down"), r2.explanation().text(Locale.ENGLISH));
        assertTrue(vi.contains("miễn đấu") && vi.contains("C5"), vi);
        assertNotEquals(en, vi);
    }

    @Test
    void inconsistentScoresAreRejectedWithTheirLocation() {
        PairingRequest good = new TestTournament(2, 3).round().game(1, 2, 10).end().next(Colour.WHITE);
        var players = new java.util.ArrayList<>(good.players());
        var p1 = players.get(0);
        players.set(0, new org.chessarbiter.pairing.PairingPlayer(1, "", 0, 5, p1.history(), p1.availability()));
        PairingOutcome out = dutch.pair(new PairingRequest(2, 3, players, good.options()));
        PairingOutcome.Failed f = assertInstanceOf(PairingOutcome.Failed.class, out);
        assertEquals(ProblemKind.INCONSISTENT, f.errors().get(0).kind());
        assertEquals("players[id=1].points", f.errors().get(0).location().toString());
    }

    @Test
    void bakuAccelerationWithoutStandardScoringIsReportedAsUnsupported() {
        PairingRequest r = new TestTournament(4, 5).next(Colour.WHITE);
        PairingRequest acc = new PairingRequest(1, 5, r.players(), new org.chessarbiter.pairing.PairingOptions(Colour.WHITE,
                true, 30, 10, 30));
        PairingOutcome.Failed f = assertInstanceOf(PairingOutcome.Failed.class, dutch.pair(acc));
        assertEquals(ProblemKind.UNSUPPORTED, f.errors().get(0).kind());
    }
}
