package org.chessarbiter.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PrimitivesTest {
    private final TakeAwayGame game = new TakeAwayGame();

    /** Independent count: sequences of takes of 1 or 2 of length d from n stones. */
    private static long sequences(int n, int d) {
        if (d == 0) {
            return 1;
        }
        long s = 0;
        for (int k = 1; k <= Math.min(2, n); k++) {
            s += sequences(n - k, d - 1);
        }
        return s;
    }

    @Test
    void perftCountsLeavesOfTheLegalMoveTree() {
        for (int d = 0; d <= 6; d++) {
            assertEquals(sequences(10, d), Perft.count(game, game.initialPosition(), d), "depth " + d);
        }
        assertEquals(Map.of("t1", sequences(9, 3), "t2", sequences(8, 3)), Perft.divide(game, game.initialPosition(), 4));
    }

    @Test
    void historyKeepsPositionsAndMovesInStep() {
        History<TakeAwayGame.Pile, TakeAwayGame.Take> h = History.of(game.initialPosition());
        h = h.play(new TakeAwayGame.Take(2)).play(new TakeAwayGame.Take(1));
        assertEquals(7, h.current().stones());
        assertEquals(3, h.positions().size());
        assertEquals(Side.FIRST, h.current().turn());
        assertThrows(IllegalArgumentException.class, () -> new History<>(List.of(game.initialPosition()),
                List.of(new TakeAwayGame.Take(1))));
    }

    @Test
    void setupValidationReturnsLocatedProblems() {
        ParseResult<TakeAwayGame.Pile> bad = game.position(new TakeAwayGame.Pile(-1, Side.FIRST));
        assertFalse(bad.isOk());
        Problem p = bad.error().orElseThrow();
        assertEquals(ProblemKind.ILLEGAL, p.kind());
        assertEquals("stones", p.location().field());
        assertTrue(game.position(new TakeAwayGame.Pile(3, Side.FIRST)).isOk());
    }

    @Test
    void parseResultChainsAndKeepsWarnings() {
        Problem warn = Problem.warning(ProblemKind.INVALID_SYNTAX, Location.span(2, 1), Message.of(Side.class, "x"));
        ParseResult<Integer> r = ParseResult.ok(3, List.of(warn)).flatMap(v -> ParseResult.ok(v * 2));
        assertEquals(6, r.value());
        assertEquals(List.of(warn), r.problems());
        assertThrows(IllegalArgumentException.class, () -> ParseResult.fail(List.of(warn)));
        assertEquals(7, ParseResult.<Integer>fail(Problem.error(ProblemKind.ILLEGAL, Location.UNKNOWN,
                Message.of(Side.class, "y"))).map(v -> v + 1).orElse(7));
    }

    @Test
    void locationMovesIntoALargerText() {
        Location l = Location.span(3, 2).within(100, 7, 10);
        assertEquals(103, l.offset());
        assertEquals(7, l.line());
        assertEquals(13, l.column());
    }

    @Test
    void locationOfALineAndColumnOrOfAnElementOfAValue() {
        Location at = Location.at(4, 17);
        assertEquals(4, at.line());
        assertEquals(17, at.column());
        assertEquals("4:17", at.toString());
        Location item = Location.item("rounds[3].pairings", 1);
        assertEquals("rounds[3].pairings[1]", item.field());
        assertEquals(0, item.line());
        assertEquals("rounds[3].pairings[1]", item.toString());
        assertEquals("castling 1:3", Location.field("castling", 2, 1).toString());
    }

    @Test
    void locationOfAPartOfAStructuredValueIsItsPath() {
        Location player = Location.part("players").keyed("id", 7);
        assertEquals("players[id=7]", player.toString());
        assertEquals("players[id=7].history[3]", player.member("history").element(3).toString());
        assertEquals("players[id=7].points", player.member("points").toString());
        assertEquals(Location.item("rounds", 2), Location.part("rounds").element(2));
        assertEquals("options.acceleration", Location.part("options").member("acceleration").toString());
        assertEquals(0, player.line());
        assertEquals(Location.part("round"), Location.UNKNOWN.member("round"));
    }

    @Test
    void aProblemLineSaysWhereThenWhatInTheChosenLanguage() {
        Problem p = Problem.error(ProblemKind.NO_SOLUTION, Location.part("round"),
                Message.of(Side.class, "side.FIRST"));
        assertEquals("round: White", p.text(Locale.ENGLISH));
        assertEquals("round: Trắng", p.text(Locale.forLanguageTag("vi")));
        assertEquals("4:17: White", p.at(Location.at(4, 17)).line().format(Locale.ENGLISH));
        Problem info = Problem.info(ProblemKind.INCONSISTENT, Location.UNKNOWN, Message.verbatim("as {it} is: 'x'"));
        assertEquals(Severity.INFO, info.severity());
        assertFalse(info.isError());
        assertEquals("as {it} is: 'x'", info.message().format(Locale.forLanguageTag("vi")));
    }

    @Test
    void outcomeVerdictCitesTheArticleInEnglishAndVietnamese() {
        Outcome o = Outcome.win(Side.FIRST, StandardTermination.CHECKMATE, Enforcement.AUTOMATIC,
                LawEdition.FIDE_2018.article("5.1.1"));
        assertEquals("White wins by checkmate (FIDE 2018 5.1.1)", o.verdict().format(Locale.ENGLISH));
        assertEquals("Trắng thắng do chiếu hết (FIDE 2018 5.1.1)", o.verdict().format(Locale.forLanguageTag("vi")));
        assertEquals("1-0", o.score());
        Outcome d = Outcome.draw(StandardTermination.THREEFOLD_REPETITION, Enforcement.CLAIMABLE,
                LawEdition.FIDE_2018.article("9.2"));
        assertEquals("A draw by threefold repetition may be claimed (FIDE 2018 9.2)", d.verdict().format(Locale.ENGLISH));
        assertEquals("1/2-1/2", d.score());
        assertTrue(d.isDraw());
    }

    @Test
    void missingMessageKeyNeverThrows() {
        assertEquals("no.such.key[1]", Message.of(Side.class, "no.such.key", 1).format(Locale.ENGLISH));
    }

    @Test
    void everyStandardTerminationHasBothLanguages() {
        for (StandardTermination t : StandardTermination.values()) {
            String en = t.message().format(Locale.ENGLISH);
            String vi = t.message().format(Locale.forLanguageTag("vi"));
            assertFalse(en.startsWith("termination."), en);
            assertFalse(vi.startsWith("termination."), vi);
        }
    }
}
