package org.chessarbiter.tournament.standings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The list of tie-breaks offered to arbiters: every one is a tie-break the engine computes, none twice. */
class OfferedTieBreaksTest {

    @ParameterizedTest
    @EnumSource(C07Edition.class)
    void everyOfferedCodeIsAcceptedOnceInEachEdition(C07Edition edition) {
        List<TieBreak> offered = TieBreakSets.offered(edition);
        assertTrue(offered.size() >= 40, "the C.07 codes, the team codes and the seeds' set");
        assertEquals(offered.size(), new HashSet<>(offered.stream().map(TieBreak::code).toList()).size());
        for (TieBreak tb : offered) {
            assertEquals(tb.code(), TieBreakSets.parse(tb.code(), edition, 0).value().code());
        }
    }
}
