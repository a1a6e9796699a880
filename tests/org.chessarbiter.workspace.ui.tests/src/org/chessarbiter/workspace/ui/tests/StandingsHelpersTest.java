package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.tournament.standings.TieBreak;
import org.chessarbiter.tournament.standings.TieBreakSets;
import org.chessarbiter.workspace.ui.internal.ProblemText;
import org.chessarbiter.workspace.ui.internal.TieBreakNames;
import org.junit.jupiter.api.Test;

/** The standings view's helpers: the tie-breaks offered, their names, and problem lines. */
class StandingsHelpersTest {

    @Test
    void everyOfferedTieBreakIsOneTheEngineParsesWithItsArticle() {
        for (C07Edition edition : C07Edition.values()) {
            List<TieBreak> offered = TieBreakSets.offered(edition);
            List<String> codes = offered.stream().map(TieBreak::code).toList();
            assertTrue(codes.containsAll(List.of("BH", "BH/C1", "SB", "DE", "WIN", "ARO", "TPR", "VN-BH", "VN-SB", "VN-PS", "TBR")), codes.toString());
            for (TieBreak tb : offered) {
                assertTrue(TieBreakSets.parse(tb.code(), edition, 0).isOk(), tb.code());
                assertFalse(tb.article().isBlank(), tb.code() + " cites its article");
            }
            assertTrue(offered.stream().filter(tb -> tb.code().equals("BH")).allMatch(tb -> tb.article().contains(edition.citation())),
                    "a C.07 tie-break cites the chosen edition");
        }
    }

    @Test
    void tieBreakNamesComeFromTheEngineInBothLanguagesWithTheBaseNameForACut() {
        TieBreak bh = TieBreakSets.parse("BH", C07Edition.V2026, 0).value();
        TieBreak cut = TieBreakSets.parse("BH/C1", C07Edition.V2026, 0).value();
        assertEquals("Buchholz", TieBreakNames.name(bh, Locale.ENGLISH));
        assertTrue(TieBreakNames.name(cut, Locale.ENGLISH).startsWith("Buchholz"), "a cut is named by its base tie-break");
        TieBreak seeds = TieBreakSets.parse("VN-SB", C07Edition.V2026, 0).value();
        String vi = TieBreakNames.name(seeds, Locale.forLanguageTag("vi"));
        assertFalse(vi.startsWith("tb."), vi);
        assertFalse(TieBreakNames.name(seeds, Locale.ENGLISH).equals(vi), "the Vietnamese name differs from the English one");
    }

    @Test
    void problemLinesSayWhereAndWhat() {
        Problem located = Problem.error(ProblemKind.INVALID_SYNTAX, Location.at(3, 49),
                Message.of(TieBreak.class, "tb.unknown", "XYZ"));
        assertEquals("giai.trf:3:49: unknown tie-break \"XYZ\"", ProblemText.of("giai.trf", located, Locale.ENGLISH));
        Problem item = located.at(Location.item("tieBreaks", 1));
        assertEquals("giai.trf: tieBreaks[1]: unknown tie-break \"XYZ\"", ProblemText.of("giai.trf", item, Locale.ENGLISH));
        Problem whole = located.at(Location.UNKNOWN);
        assertEquals("giai.trf: unknown tie-break \"XYZ\"", ProblemText.of("giai.trf", whole, Locale.ENGLISH));
    }
}
