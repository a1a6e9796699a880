package org.chessarbiter.pairing.dutch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;

import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.PastRound;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Colour allocation rules E.1-E.5 of C.04.3. */
class ColourAllocationTest {

    private final ColourAllocation alloc = new ColourAllocation(Colour.WHITE);

    private static List<PastRound> games(String colours) {
        return colours.chars().mapToObj(c -> PastRound.played(99, c == 'W' ? Colour.WHITE : Colour.BLACK, 5)).toList();
    }

    private static DutchPlayer player(int id, int score, List<PastRound> h) {
        return new DutchPlayer(id, id - 1, score, ColourState.of(h), FloatKind.NONE, FloatKind.NONE, h.size(), true, Set.of());
    }

    private ColourAllocation.Decision decide(String pGames, int pScore, String oGames, int oScore) {
        List<PastRound> ph = games(pGames);
        List<PastRound> oh = games(oGames);
        return alloc.colourOf(player(1, pScore, ph), player(2, oScore, oh), ph, oh);
    }

    /** One case per row: the rule it pins, both players' played colours and scores, p's colour. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(nullValues = "-", value = {
        "E1 both preferences are granted,                                       WB,   10, BW,   10, WHITE, BOTH_PREFERENCES",
        "E1 the only preference is granted,                                     -,    10, B,    10, BLACK, BOTH_PREFERENCES",
        "E2 the wider colour difference among absolute preferences wins,       BB,    0, WBB,  10, WHITE, STRONGER_PREFERENCE",
        "E2 a strong preference beats a mild one,                               B,     0, WB,   10, WHITE, STRONGER_PREFERENCE",
        "E3 alternate from the most recent round with different colours,        BWWB, 20, WBWB, 20, BLACK, ALTERNATE",
        "E4 the higher-ranked player gets its preference,                       WB,   10, WB,    5, WHITE, HIGHER_RANKED",
        "E4 the higher-ranked opponent gets its preference,                     WB,    5, WB,   10, BLACK, HIGHER_RANKED",
        "E5 no preference: the initial colour to pairing number 1,              -,     0, -,     0, WHITE, INITIAL_COLOUR"})
    void colourRule(String rule, String pGames, int pScore, String oGames, int oScore, Colour colour, ColourRule decided) {
        assertEquals(new ColourAllocation.Decision(colour, decided),
                decide(pGames == null ? "" : pGames, pScore, oGames == null ? "" : oGames, oScore), rule);
    }

    @Test
    void E5_noPreference_initialColourByThePairingNumberOfTheHigherRanked() {
        DutchPlayer two = new DutchPlayer(2, 1, 0, ColourState.NONE, FloatKind.NONE, FloatKind.NONE, 0, true, Set.of());
        DutchPlayer nine = new DutchPlayer(9, 8, 0, ColourState.NONE, FloatKind.NONE, FloatKind.NONE, 0, true, Set.of());
        // the higher-ranked has an even pairing number: it gets the other colour
        assertEquals(Colour.BLACK, alloc.colourOf(two, nine, List.of(), List.of()).first());
        assertEquals(Colour.WHITE, alloc.colourOf(nine, two, List.of(), List.of()).first());
    }
}
