package org.chessarbiter.pairing.dutch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.TournamentRecord;
import org.junit.jupiter.api.Test;

/**
 * The 2017 last-bracket procedure (C.04.3 2017 A.9 "Round-Pairing Outlook", C.4 completion only in
 * the Penultimate Pairing Bracket), on round 5 of a 13-player tournament generated and paired by
 * bbpPairings v5.0.1 (the 2017 reference; v5-07004 in the 2017 corpus). Brackets are paired
 * without the completion criterion; after the 2-point bracket (MDP 8, residents 10) the players
 * left (11, 12, 13 at 1 point and the downfloaters) cannot all be paired, so that bracket becomes
 * the PPB, is re-paired under completion, and every player left forms one collapsed last bracket
 * of several scores. The 2026 procedure (completion in every bracket) pairs the round otherwise.
 */
class Edition2017LastBracketTest {

    private static final String FILE = "v5-07004-p013-r09.trf.gz";
    private static final int ROUND = 5;

    private static Set<String> boards(List<org.chessarbiter.pairing.Board> boards) {
        return boards.stream().map(b -> b.white() + "-" + b.black()).collect(Collectors.toSet());
    }

    private static Set<String> paired(DutchEdition e, PairingRequest r) {
        PairingOutcome out = new DutchSystem(e).pair(r);
        assertInstanceOf(PairingOutcome.Paired.class, out, out.toString());
        return boards(out.orThrow().boards());
    }

    private static int indexOf(List<DutchPlayer> sorted, int id) {
        for (int v = 0; v < sorted.size(); v++) {
            if (sorted.get(v).id() == id) {
                return v;
            }
        }
        throw new AssertionError(id);
    }

    @Test
    void A9_2017_collapsedLastBracket_downfloatersThatBlockCompletionMakeThePenultimateBracket() throws IOException {
        TournamentRecord t = DutchReferenceComparisonTest.load(Edition2017ReferenceComparisonTest.DIR, FILE);
        PairingRequest r = t.requestFor(ROUND);
        Set<String> recorded = boards(t.recordedBoards(ROUND));
        assertEquals(recorded, paired(DutchEdition.FIDE_2017, r), "bbpPairings v5.0.1's round " + ROUND);
        assertNotEquals(recorded, paired(DutchEdition.FIDE_2026, r), "completion in every bracket (2026)");

        List<DutchPlayer> sorted = DutchPlayers.sorted(r, r.acceleration(), DutchEdition.FIDE_2017.rules());
        EdgeWeights weights = new EdgeWeights(new ScoreGroupLayout(sorted, true), ROUND, t.totalRounds(),
                t.options().winPoints(), t.options().drawPoints(), DutchEdition.FIDE_2017.rules());
        DutchPairer.Result result = new DutchPairer(sorted, weights).run().orElseThrow();
        // the 1.5-point bracket (MDP 8 at 2 points, resident 10) is the PPB: 8-10 is a legal pair and
        // is what the bracket pairs without completion, but then 11, 12 and 13 (1 point) cannot
        // all be paired; under completion both float into the collapsed last bracket
        DutchPairer.BracketTrace ppb = result.brackets().stream().filter(b -> b.score() == 15).findFirst()
                .orElseThrow();
        assertEquals(List.of(8), ppb.movedDown().stream().map(v -> sorted.get(v).id()).toList());
        assertEquals(List.of(10), ppb.residents().stream().map(v -> sorted.get(v).id()).toList());
        assertEquals(2, ppb.downfloaters().size(), "both float: " + result.brackets());
        assertTrue(weights.compatible(sorted.get(ppb.movedDown().get(0)), sorted.get(ppb.residents().get(0))));
        DutchPairer.BracketTrace last = result.brackets().get(result.brackets().size() - 1);
        assertEquals(List.of(11, 12, 13), last.residents().stream().map(v -> sorted.get(v).id()).toList());
        assertTrue(RoundCompletion.possible(new PairingState(sorted, weights), List.of(8, 10, 11, 12, 13).stream()
                .map(id -> indexOf(sorted, id)).toList()), "with 8 and 10 the round completes");
        assertTrue(!RoundCompletion.possible(new PairingState(sorted, weights), List.of(11, 12, 13).stream()
                .map(id -> indexOf(sorted, id)).toList()), "11, 12 and 13 alone cannot complete it");
    }
}
