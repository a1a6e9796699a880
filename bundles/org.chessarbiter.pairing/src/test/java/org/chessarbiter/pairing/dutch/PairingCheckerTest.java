package org.chessarbiter.pairing.dutch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

import org.chessarbiter.pairing.PastRound;
import org.chessarbiter.pairing.TournamentRecord;
import org.chessarbiter.pairing.check.CheckReport;
import org.chessarbiter.pairing.check.Difference;
import org.chessarbiter.pairing.check.PairingChecker;
import org.junit.jupiter.api.Test;

/** The checker finds every changed board and bye, round by round. */
class PairingCheckerTest {

    private final PairingChecker checker = new PairingChecker(new DutchSystem());

    private static TournamentRecord swapColoursOfRoundOneForPlayer(TournamentRecord t, int a, int b) {
        List<TournamentRecord.Entrant> players = t.players().stream().map(e -> {
            if (e.id() != a && e.id() != b) {
                return e;
            }
            List<PastRound> rounds = new java.util.ArrayList<>(e.rounds());
            PastRound r = rounds.get(0);
            rounds.set(0, new PastRound(r.opponent(), r.colour().opposite(), r.kind(), r.points()));
            return new TournamentRecord.Entrant(e.id(), e.name(), e.rating(), rounds);
        }).toList();
        return new TournamentRecord(t.totalRounds(), players, t.options());
    }

    @Test
    void aRecordedTournamentOfTheReferenceAgrees() throws IOException {
        CheckReport r = checker.check(DutchReferenceComparisonTest.load("gen-01001-p012-r05.trf"));
        assertTrue(r.allAgree());
        assertEquals(5, r.rounds());
        assertEquals(5, r.agreeing());
    }

    @Test
    void swappedColoursAreReportedAsTwoBoardDifferencesInThatRoundOnly() throws IOException {
        TournamentRecord t = DutchReferenceComparisonTest.load("gen-01001-p012-r05.trf");
        // round 1 board: 1 (white) - 7 (black)
        TournamentRecord bad = swapColoursOfRoundOneForPlayer(t, 1, 7);
        CheckReport r = checker.check(bad);
        assertEquals(Set.of(Difference.Kind.ONLY_RECORDED, Difference.Kind.ONLY_ENGINE),
                r.differences().stream().filter(d -> d.round() == 1).map(Difference::kind).collect(Collectors.toSet()));
        assertTrue(r.differences().stream().anyMatch(d -> d.text(Locale.ENGLISH).contains("7-1")));
        assertTrue(r.differences().get(0).text(Locale.forLanguageTag("vi")).startsWith("vòng 1"));
    }
}
