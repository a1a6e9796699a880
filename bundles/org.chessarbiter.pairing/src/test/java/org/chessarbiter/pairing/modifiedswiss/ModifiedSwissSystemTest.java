package org.chessarbiter.pairing.modifiedswiss;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.chessarbiter.pairing.Availability;
import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.PairingOptions;
import org.chessarbiter.pairing.PairingPlayer;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.PastRound;
import org.chessarbiter.pairing.RoundKind;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.systems.Simulator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Multi-round cases built by hand from 000 Art. 13. */
class ModifiedSwissSystemTest {

    private static Set<String> pairs(RoundPairing r) {
        return new java.util.TreeSet<>(r.boards().stream()
                .map(b -> Math.min(b.white(), b.black()) + "-" + Math.max(b.white(), b.black())).toList());
    }

    /** white wins on boards whose white player is in {@code winners}, black wins when black is; draws otherwise. */
    private static java.util.function.ToIntFunction<Board> wins(Integer... winners) {
        Set<Integer> w = Set.of(winners);
        return b -> w.contains(b.white()) ? 10 : w.contains(b.black()) ? 0 : 5;
    }

    @Test
    void roundOneHalvesAndTheLotForTheOddNumbersOfTheUpperHalf() {
        // 13.3: 1-5, 2-6, 3-7, 4-8; 13.6: the lot (white) goes to the odd numbers 1 and 3, the even ones get black
        Simulator sim = new Simulator(new ModifiedSwissSystem(), 5, new int[] { 2400, 2350, 2300, 2250, 2200, 2150, 2100, 2050 }, 1);
        RoundPairing r1 = sim.next().orThrow();
        assertEquals(List.of(new Board(1, 1, 5), new Board(2, 6, 2), new Board(3, 3, 7), new Board(4, 8, 4)), r1.boards());
    }

    @Test
    void theByeGoesToTheLastNumberOfTheLowestGroupWithoutAPreviousBye() {
        Simulator sim = new Simulator(new ModifiedSwissSystem(), 5, new int[7], 1);
        RoundPairing r1 = sim.pairOnly().orThrow();
        assertEquals(7, r1.pairingBye().orElseThrow(), "13.2: last number, everyone on 0");
        assertTrue(r1.explanation().text(Locale.ENGLISH).contains("13.2"));
        // round 1: 1-4 (1 W), 5-2 (5 W), 3-6 (3 W); 1, 2 and 3 win: the lowest group {4, 5, 6} gives the bye to 6
        sim.play(r1, wins(1, 2, 3));
        RoundPairing r2 = sim.next().orThrow();
        assertEquals(6, r2.pairingBye().orElseThrow());
    }

    @Test
    void byeSkipsPlayersWhoHadItAndClimbsToTheGroupAboveWhenTheLowestGroupAllHadIt() {
        // 13.2 "người có số cuối cùng trong nhóm điểm thấp nhất mà trước đó chưa được điểm nào do thiếu
        // đối thủ"; interpretation: when all of the lowest group had it, the group above
        MsPlayer a = new MsPlayer(1, 0, 10, List.of(), Set.of(), false);
        MsPlayer b = new MsPlayer(2, 0, 10, List.of(), Set.of(), false);
        MsPlayer c = new MsPlayer(3, 0, 0, List.of(), Set.of(), true);
        MsPlayer d = new MsPlayer(4, 0, 0, List.of(), Set.of(), false);
        assertEquals(4, ModifiedSwissSystem.byePlayer(List.of(a, b, c, d)).orElseThrow().id());
        MsPlayer d2 = new MsPlayer(4, 0, 0, List.of(), Set.of(), true);
        assertEquals(2, ModifiedSwissSystem.byePlayer(List.of(a, b, c, d2)).orElseThrow().id());
    }

    @Test
    void aGroupThatCannotPairItselfFloatsDownWhole() {
        // round 1: 1-4, 2-5, 3-6 (six players); 1 and 2 win, 3-6 drawn: groups {1,2} 1 pt, {3,6} ½ (the
        // middle group), {4,5} 0. 3 and 6 have met, so the middle group cannot be paired; pairing every
        // group from the top (13.4 "nhóm điểm lân cận") gives 1-2, then 3 and 6 down: 3-4 and 6-5.
        Simulator sim = new Simulator(new ModifiedSwissSystem(), 4, new int[6], 1);
        RoundPairing r1 = sim.pairOnly().orThrow();
        assertEquals(Set.of("1-4", "2-5", "3-6"), pairs(r1));
        sim.play(r1, wins(1, 2));
        RoundPairing r2 = sim.pairOnly().orThrow();
        assertEquals(Set.of("1-2", "3-4", "5-6"), pairs(r2));
        assertTrue(r2.explanation().text(Locale.ENGLISH).contains("across groups"), r2.explanation().text(Locale.ENGLISH));
    }

    @Test
    void topGroupOddFloatsItsLastNumberDownAndBottomGroupFloatsUp() {
        // 10 players, round 1: 1-6, 2-7, 3-8, 4-9, 5-10 (odd upper numbers white by lot).
        // White wins on boards 1-3 (1, 7, 3 win: 7 had white against 2), draws on 4-9 and 5-10... see below.
        Simulator sim = new Simulator(new ModifiedSwissSystem(), 5, new int[10], 1);
        RoundPairing r1 = sim.pairOnly().orThrow();
        assertEquals(Set.of("1-6", "2-7", "3-8", "4-9", "5-10"), pairs(r1));
        // winners 1, 2, 3 (group of 3 with 1 point), draws 4-9 and 5-10 (middle group {4,5,9,10}), losers 6, 7, 8
        sim.play(r1, b -> Set.of(1, 2, 3).contains(b.white()) ? 10 : Set.of(1, 2, 3).contains(b.black()) ? 0 : 5);
        RoundPairing r2 = sim.pairOnly().orThrow();
        Map<Integer, Integer> opp = new HashMap<>();
        r2.boards().forEach(b -> {
            opp.put(b.white(), b.black());
            opp.put(b.black(), b.white());
        });
        // top group {1,2,3}: 1, 2, 3 were white, black, white: due black, white, black; 13.4.1 floats a player
        // due black (two of three are), the largest number: 3 goes down and meets the first number of the
        // middle group due white; 1-2 stay. Bottom group {6,7,8} floats up symmetrically.
        assertEquals(2, opp.get(1));
        assertTrue(Set.of(4, 5, 9, 10).contains(opp.get(3)), "3 floated down into the middle group: " + opp);
        int upFloater = opp.keySet().stream().filter(p -> p >= 6 && p <= 8 && opp.get(p) >= 4 && opp.get(p) != 6
                && Set.of(4, 5, 9, 10).contains(opp.get(p))).findFirst().orElseThrow();
        assertTrue(Set.of(6, 7, 8).contains(upFloater));
        String text = r2.explanation().text(Locale.ENGLISH);
        assertTrue(text.contains("Player 3 floats down"), text);
        assertTrue(text.contains("floats up"), text);
    }

    /**
     * 13.4.2 and its "Chú ý": 9 players. Round 1: 9 has the bye; 1-5, 6-2, 3-7, 8-4; 1, 6, 3 and 8 win
     * (white everywhere). Round 2: 7 gets the bye (13.2); top group {1, 3, 6, 8, 9}, four of them due
     * black, so 13.4.1 floats 8 (2170), the largest number due black. With 3 rounds (9 > 2^3) 8 is rated
     * more than 100 above 9 (2000), the largest number, so 9 goes down instead; with 4 rounds (9 < 2^4)
     * the limit does not apply. The bottom group {2, 4, 5} floats 2 up (smallest number); there is no
     * middle group, so the two floaters meet.
     */
    @Test
    void theHundredPointLimitAppliesOnlyWithMoreThanTwoToTheNPlayers() {
        int[] ratings = { 2400, 2390, 2380, 2370, 2200, 2190, 2180, 2170, 2000 };
        for (int rounds : new int[] { 3, 4 }) {
            Simulator sim = new Simulator(new ModifiedSwissSystem(), rounds, ratings, 1);
            RoundPairing r1 = sim.pairOnly().orThrow();
            assertEquals(List.of(new Board(1, 1, 5), new Board(2, 6, 2), new Board(3, 3, 7), new Board(4, 8, 4)), r1.boards());
            assertEquals(9, r1.pairingBye().orElseThrow());
            sim.play(r1, b -> 10);
            RoundPairing r2 = sim.pairOnly().orThrow();
            assertEquals(7, r2.pairingBye().orElseThrow());
            if (rounds == 3) {
                assertEquals(Set.of("1-6", "3-8", "2-9", "4-5"), pairs(r2));
                assertTrue(r2.explanation().text(Locale.ENGLISH).contains("Player 9 floats down"));
            } else {
                assertEquals(Set.of("1-6", "3-9", "2-8", "4-5"), pairs(r2));
                assertTrue(r2.explanation().text(Locale.ENGLISH).contains("Player 8 floats down"));
            }
            assertTrue(r2.explanation().text(Locale.ENGLISH).contains("Player 2 floats up"));
        }
    }

    @Test
    void lateEntryScoresNothingInTheMissedRoundAndIsPairedAfterwards() {
        // 13.7: player 5 misses round 1 (absent, no points) and is paired from round 2
        List<PairingPlayer> r1players = List.of(p(1, 0, List.of()), p(2, 0, List.of()), p(3, 0, List.of()),
                p(4, 0, List.of()), new PairingPlayer(5, "late", 0, 0, List.of(), Availability.ABSENT));
        RoundPairing r1 = new ModifiedSwissSystem().pair(new PairingRequest(1, 3, r1players,
                PairingOptions.standard(Colour.WHITE))).orThrow();
        assertEquals(2, r1.boards().size());
        assertTrue(r1.byes().stream().anyMatch(b -> b.player() == 5 && b.kind() == org.chessarbiter.pairing.ByeKind.ZERO_POINT));
        assertFalse(r1.pairingBye().isPresent());
        // round 2 with results 1-3 (1 won) and 4-2 (draw)
        List<PairingPlayer> r2players = List.of(
                p(1, 10, List.of(PastRound.played(3, Colour.WHITE, 10))),
                p(2, 5, List.of(PastRound.played(4, Colour.BLACK, 5))),
                p(3, 0, List.of(PastRound.played(1, Colour.BLACK, 0))),
                p(4, 5, List.of(PastRound.played(2, Colour.WHITE, 5))),
                p(5, 0, List.of(PastRound.bye(RoundKind.ZERO_POINT_BYE, 0))));
        RoundPairing r2 = new ModifiedSwissSystem().pair(new PairingRequest(2, 3, r2players,
                PairingOptions.standard(Colour.WHITE))).orThrow();
        assertEquals(2, r2.boards().size());
        assertEquals(5, r2.pairingBye().orElseThrow(), "13.2: 5 is the last number of the lowest group {3, 5}");
    }

    @Test
    void initialOrderByRatingTitleNationalRatingThenLot() {
        List<InitialOrder.Entrant> order = InitialOrder.order(List.of(
                new InitialOrder.Entrant("e", 0, 0, 0, 1),
                new InitialOrder.Entrant("d", 0, 0, 1500, 2),
                new InitialOrder.Entrant("c", 2300, 0, 0, 3),
                new InitialOrder.Entrant("b", 2300, 2, 0, 4),
                new InitialOrder.Entrant("a", 2400, 0, 0, 5),
                new InitialOrder.Entrant("f", 0, 0, 0, 0)));
        assertEquals(List.of("a", "b", "c", "d", "f", "e"), order.stream().map(InitialOrder.Entrant::name).toList());
        // 13.7: numbers were provisional; a late 2350 player takes third place when he arrives
        List<InitialOrder.Entrant> withLate = new java.util.ArrayList<>(order);
        withLate.add(new InitialOrder.Entrant("late", 2350, 0, 0, 6));
        assertEquals("late", InitialOrder.order(withLate).get(1).name());
    }

    @Test
    void floaterChoiceBalancesColoursAndTheHundredPointRuleAppliesOnlyAboveTwoToTheN() {
        // group 4, 5, 6: 4 and 5 due white, 6 due black: 13.4.1 floats a player due white, the largest (5);
        // 13.4.2: 5 (2290) is rated more than 100 above the largest number 6 (2100), so 6 goes down instead
        MsPlayer p4 = new MsPlayer(4, 2300, 10, List.of(Colour.BLACK), Set.of(), false);
        MsPlayer p5 = new MsPlayer(5, 2290, 10, List.of(Colour.BLACK), Set.of(), false);
        MsPlayer p6 = new MsPlayer(6, 2100, 10, List.of(Colour.WHITE), Set.of(), false);
        assertEquals(5, FloaterChoice.order(List.of(p4, p5, p6), true, false).get(0).id());
        assertEquals(6, FloaterChoice.order(List.of(p4, p5, p6), true, true).get(0).id());
        // going up: the smallest number among those due white (4); 13.4.3 compares with the smallest number
        assertEquals(4, FloaterChoice.order(List.of(p4, p5, p6), false, true).get(0).id());
        assertTrue(FloaterChoice.ratingLimitApplies(17, 4));
        assertFalse(FloaterChoice.ratingLimitApplies(16, 4));
    }

    /**
     * 13.6 colours: each his due colour when they differ; both due the same: the latest earlier game
     * in which they differed decides (each takes the colour he did not have then); identical
     * histories: the smaller number gets his due colour.
     */
    @ParameterizedTest
    @CsvSource({
            "WB, BW, 1, true", // 1 due white (last black), 2 due black
            "BWB, WWB, 1, true", // 1 has more blacks (due white), 2 more whites (due black)
            "WB, WB, 1, false", // identical: the smaller number gets his due colour (white)
            "BWW, WBW, 2, false", // both due black; game 2 differs (1 white, 2 black): 2 has white
    })
    void coloursOfThe13_6SecondCheck(String low, String high, int white, boolean fit) {
        MsPlayer a = ms(1, colours(low));
        MsPlayer b = ms(2, colours(high));
        assertEquals(white, PairRules.allocate(a, b, Colour.WHITE)[0].id());
        assertEquals(white, PairRules.allocate(b, a, Colour.WHITE)[0].id(), "the order of the arguments does not matter");
        assertEquals(fit, PairRules.colourFit(a, b));
    }

    private static Colour[] colours(String s) {
        return s.chars().mapToObj(c -> c == 'W' ? Colour.WHITE : Colour.BLACK).toArray(Colour[]::new);
    }

    @Test
    void absoluteRulesOfArticle12() {
        MsPlayer a = new MsPlayer(1, 0, 0, List.of(Colour.WHITE, Colour.WHITE), Set.of(3), false);
        MsPlayer b = new MsPlayer(2, 0, 0, List.of(Colour.WHITE, Colour.WHITE), Set.of(), false);
        MsPlayer c = new MsPlayer(3, 0, 0, List.of(Colour.BLACK, Colour.BLACK), Set.of(1), false);
        assertFalse(PairRules.compatible(a, b, false), "one of them would have a third white");
        assertTrue(PairRules.compatible(a, b, true), "Art. 12: the colour rule may go in the last round");
        assertFalse(PairRules.compatible(a, c, true), "no rematch, ever");
    }

    private static MsPlayer ms(int id, Colour... colours) {
        return new MsPlayer(id, 0, 10, List.of(colours), Set.of(), false);
    }

    private static PairingPlayer p(int id, int points, List<PastRound> history) {
        return new PairingPlayer(id, "P" + id, 0, points, history, Availability.PRESENT);
    }
}
