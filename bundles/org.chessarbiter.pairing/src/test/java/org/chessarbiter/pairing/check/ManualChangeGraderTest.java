package org.chessarbiter.pairing.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;

import org.chessarbiter.pairing.Availability;
import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Bye;
import org.chessarbiter.pairing.ByeKind;
import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.PairingOptions;
import org.chessarbiter.pairing.PairingPlayer;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.PastRound;
import org.chessarbiter.pairing.RoundKind;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.tournament.core.ChangeGrade;
import org.junit.jupiter.api.Test;

/**
 * The grades of manual pairing changes (FIDE's verification checklist for pairing programs, C.04A):
 * each test names the criterion it pins. Round 3 of 6 unless said otherwise, after two rounds.
 */
class ManualChangeGraderTest {

    static final PairingOptions OPTIONS = new PairingOptions(Colour.WHITE, false, 10, 5, 10);

    static PastRound w(int opponent, int points) {
        return PastRound.played(opponent, Colour.WHITE, points);
    }

    static PastRound b(int opponent, int points) {
        return PastRound.played(opponent, Colour.BLACK, points);
    }

    static PairingPlayer p(int id, Availability a, PastRound... history) {
        return new PairingPlayer(id, "P" + id, 2000 - id, List.of(history).stream().mapToInt(PastRound::points).sum(),
                List.of(history), a);
    }

    /** 1: W B (mild: white); 2: B W (mild: black); 3: W B; 4: B W; 1-4, 6 and 7 have 1 point, 5 and 8 none. */
    static PairingRequest request(int round, int total, PairingPlayer... extra) {
        List<PairingPlayer> ps = new java.util.ArrayList<>(List.of(
                p(1, Availability.PRESENT, w(5, 10), b(6, 0)), p(2, Availability.PRESENT, b(7, 0), w(8, 10)),
                p(3, Availability.PRESENT, w(7, 10), b(8, 0)), p(4, Availability.PRESENT, b(5, 0), w(6, 10)),
                p(5, Availability.PRESENT, b(1, 0), w(4, 0)), p(6, Availability.PRESENT, w(4, 0), b(1, 10)),
                p(7, Availability.PRESENT, b(3, 0), w(2, 10)), p(8, Availability.PRESENT, w(3, 0), b(2, 0))));
        for (PairingPlayer x : extra) {
            ps.removeIf(q -> q.id() == x.id());
            ps.add(x);
        }
        return new PairingRequest(round, total, ps, OPTIONS);
    }

    static RoundState round(List<Board> boards, Bye... byes) {
        return new RoundState(3, boards, List.of(byes));
    }

    static final RoundState PROGRAM = round(List.of(new Board(1, 1, 2), new Board(2, 3, 4), new Board(3, 5, 8), new Board(4, 7, 6)));

    static GradedChange grade(PairingRequest r, RoundState after) {
        return ManualChangeGrader.grade(r, PROGRAM, after);
    }

    static String texts(GradedChange g) {
        return String.join("\n", g.problems().stream().map(p -> p.text(Locale.ENGLISH)).toList());
    }

    @Test
    void C04A_aLegalSwapIsOnlyAcknowledged() {
        GradedChange g = grade(request(3, 6), round(List.of(new Board(1, 1, 4), new Board(2, 3, 2), new Board(3, 5, 8),
                new Board(4, 7, 6))));
        assertEquals(ChangeGrade.ACKNOWLEDGE, g.grade(), texts(g));
        assertEquals(1, g.problems().size());
        assertEquals(org.chessarbiter.rules.Severity.INFO, g.problems().get(0).severity());
        assertTrue(texts(g).contains("C.04A"), texts(g));
    }

    @Test
    void C13_exchangingColoursAgainstTwoMildPreferencesNeedsAConfirmation() {
        GradedChange g = grade(request(3, 6), round(List.of(new Board(1, 2, 1), new Board(2, 3, 4), new Board(3, 5, 8),
                new Board(4, 7, 6))));
        assertEquals(ChangeGrade.CONFIRM, g.grade(), texts(g));
        assertEquals(2, g.problems().size(), texts(g));
        assertTrue(texts(g).contains("player 1 no longer gets the colour of his mild preference, white"), texts(g));
    }

    @Test
    void C3_aThirdColourInARowNeedsTwoConfirmations() {
        PairingRequest r = request(3, 6, p(1, Availability.PRESENT, b(5, 10), b(6, 0)));
        GradedChange g = grade(r, round(List.of(new Board(1, 2, 1), new Board(2, 3, 4), new Board(3, 5, 8), new Board(4, 7, 6))));
        assertEquals(ChangeGrade.TWO_STEP_CONFIRM, g.grade(), texts(g));
        assertTrue(texts(g).contains("player 1 would get black for the third game in a row"), texts(g));
        assertTrue(texts(g).contains("absolute preference, white"), texts(g));
    }

    @Test
    void C3_topscorersInTheLastRoundMayBreakTheAbsoluteColourCriterionWithOneConfirmation() {
        PairingRequest r = new PairingRequest(3, 3, request(3, 3, p(1, Availability.PRESENT, b(5, 10), b(6, 10))).players(), OPTIONS);
        GradedChange g = ManualChangeGrader.grade(r, PROGRAM,
                round(List.of(new Board(1, 2, 1), new Board(2, 3, 4), new Board(3, 5, 8), new Board(4, 7, 6))));
        assertEquals(ChangeGrade.CONFIRM, g.grade(), texts(g));
        assertTrue(texts(g).contains("topscorer"), texts(g));
    }

    @Test
    void C04_1_b_playersWhoMetAreRejected() {
        GradedChange g = grade(request(3, 6), round(List.of(new Board(1, 1, 5), new Board(2, 3, 4), new Board(3, 2, 8),
                new Board(4, 7, 6))));
        assertEquals(ChangeGrade.REJECT, g.grade(), texts(g));
        assertTrue(texts(g).contains("players 1 and 5 have already played each other"), texts(g));
    }

    @Test
    void C04_1_c_aSecondPairingAllocatedByeIsRejected() {
        PairingRequest r = request(3, 6, p(9, Availability.PRESENT, PastRound.bye(RoundKind.PAIRING_BYE, 10), b(2, 0)));
        RoundState before = round(PROGRAM.boards(), new Bye(9, ByeKind.HALF_POINT));
        GradedChange g = ManualChangeGrader.grade(r, before, round(PROGRAM.boards(), new Bye(9, ByeKind.PAIRING_ALLOCATED)));
        assertEquals(ChangeGrade.REJECT, g.grade(), texts(g));
        assertTrue(texts(g).contains("cannot receive it again (FIDE C.04.1 c)"), texts(g));
    }

    @Test
    void C04_1_aWithdrawnPlayerIsNotPaired() {
        PairingRequest r = request(3, 6, p(5, Availability.WITHDRAWN, b(1, 0), w(4, 0)));
        GradedChange g = grade(r, round(List.of(new Board(1, 1, 2), new Board(2, 3, 4), new Board(3, 8, 5), new Board(4, 7, 6))));
        assertEquals(ChangeGrade.REJECT, g.grade(), texts(g));
        assertTrue(texts(g).contains("player 5 has withdrawn"), texts(g));
    }

    @Test
    void C04_1_aPlayerLeftUnpairedNeedsTwoConfirmations() {
        GradedChange g = grade(request(3, 6), round(List.of(new Board(1, 1, 2), new Board(2, 3, 4), new Board(4, 7, 6))));
        assertEquals(ChangeGrade.TWO_STEP_CONFIRM, g.grade(), texts(g));
        assertEquals(2, g.problems().size(), texts(g));
        assertTrue(texts(g).contains("player 8 is left without a board or a bye in round 3"), texts(g));
    }

    @Test
    void C6_C7_pairingAcrossScoreGroupsNeedsAConfirmation() {
        GradedChange g = grade(request(3, 6), round(List.of(new Board(1, 1, 8), new Board(2, 3, 4), new Board(3, 5, 2),
                new Board(4, 7, 6))));
        assertEquals(ChangeGrade.CONFIRM, g.grade(), texts(g));
        assertTrue(texts(g).contains("player 1 (score 1) is paired with player 8 (score 0)"), texts(g));
    }

    @Test
    void C14_aSecondDownfloatInARowNeedsAConfirmation() {
        // player 1 floated down in round 2 (1 point against 6 with 0), and floats down again
        GradedChange g = grade(request(3, 6), round(List.of(new Board(1, 1, 8), new Board(2, 3, 4), new Board(3, 5, 2),
                new Board(4, 7, 6))));
        assertTrue(texts(g).contains("player 1 floats down again, as in round 2"), texts(g));
    }

    @Test
    void C5_thePairingAllocatedByeGoesToTheLowestScore() {
        PairingRequest r = request(3, 6, p(9, Availability.PRESENT, w(2, 10), b(4, 0)));
        RoundState before = round(PROGRAM.boards(), new Bye(9, ByeKind.PAIRING_ALLOCATED));
        RoundState after = round(List.of(new Board(1, 9, 2), new Board(2, 3, 4), new Board(3, 5, 8), new Board(4, 7, 6)),
                new Bye(1, ByeKind.PAIRING_ALLOCATED));
        GradedChange g = ManualChangeGrader.grade(r, before, after);
        assertEquals(ChangeGrade.REJECT, g.grade(), "9 met 2 in round 1: " + texts(g));
        assertTrue(texts(g).contains("player 1 (score 1) receives the pairing-allocated bye while players of a lower score could"),
                texts(g));
    }

    @Test
    void everyMessageIsInVietnameseToo() {
        GradedChange g = grade(request(3, 6), round(List.of(new Board(1, 1, 5), new Board(2, 3, 4), new Board(4, 7, 6))));
        for (Problem p : g.problems()) {
            String vi = p.text(Locale.forLanguageTag("vi"));
            assertTrue(!vi.contains("manual.") && !vi.equals(p.text(Locale.ENGLISH)), vi);
        }
    }
}
