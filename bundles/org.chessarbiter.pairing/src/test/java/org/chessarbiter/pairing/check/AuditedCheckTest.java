package org.chessarbiter.pairing.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;

import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.PairingOptions;
import org.chessarbiter.pairing.PastRound;
import org.chessarbiter.pairing.TournamentRecord;
import org.chessarbiter.pairing.dutch.DutchSystem;
import org.chessarbiter.tournament.core.AuditAction;
import org.chessarbiter.tournament.core.AuditEntry;
import org.chessarbiter.tournament.core.AuditTrail;
import org.chessarbiter.tournament.core.ChangeGrade;
import org.chessarbiter.tournament.core.Confirmation;
import org.junit.jupiter.api.Test;

/**
 * The pairing check tells the arbiter's recorded manual changes (C.04A) from unexplained differences:
 * round 1 of four players is paired 1-3, 4-2 by the Dutch system; recorded 1-2, 4-3.
 */
class AuditedCheckTest {

    static final TournamentRecord SWAPPED = new TournamentRecord(3, List.of(
            new TournamentRecord.Entrant(1, "A", 2400, List.of(PastRound.played(2, Colour.WHITE, 10))),
            new TournamentRecord.Entrant(2, "B", 2300, List.of(PastRound.played(1, Colour.BLACK, 0))),
            new TournamentRecord.Entrant(3, "C", 2200, List.of(PastRound.played(4, Colour.BLACK, 10))),
            new TournamentRecord.Entrant(4, "D", 2100, List.of(PastRound.played(3, Colour.WHITE, 0)))),
            new PairingOptions(Colour.WHITE, false, 10, 5, 10));

    static final AuditEntry SWAP = new AuditEntry(1, AuditAction.SWAP_OPPONENTS, List.of(1, 3, 4, 2), List.of("1-3", "4-2"),
            List.of("1-2", "4-3"), ChangeGrade.ACKNOWLEDGE, Confirmation.NONE, List.of(), "2026-03-01T10:00:00Z");

    static final PairingChecker CHECKER = new PairingChecker(new DutchSystem());

    @Test
    void aRecordedSwapIsAManualChangeAndNoDifference() {
        AuditedCheck.Result r = AuditedCheck.check(CHECKER, SWAPPED, new AuditTrail(List.of(SWAP)));
        assertEquals(List.of(), r.report().differences());
        assertEquals(List.of(SWAP), r.explained());
        String shown = AuditedCheck.describe(SWAP).format(Locale.ENGLISH);
        assertEquals("round 1: manual change by the arbiter, opponents swapped: players 1, 3, 4, 2 (1-3 4-2 → 1-2 4-3); graded: acknowledge; "
                + "no confirmation needed; 2026-03-01T10:00:00Z", shown);
        assertEquals("vòng 1: trọng tài thay đổi thủ công, đổi đối thủ: các đấu thủ 1, 3, 4, 2 (1-3 4-2 → 1-2 4-3); mức: ghi nhận; "
                + "không cần xác nhận; 2026-03-01T10:00:00Z", AuditedCheck.describe(SWAP).format(Locale.forLanguageTag("vi")));
    }

    /** Every action, grade and confirmation is told in words in both languages, never as a code name (SWAP_OPPONENTS). */
    @Test
    void everyActionGradeAndConfirmationIsToldInWords() {
        for (AuditAction a : AuditAction.values()) {
            for (ChangeGrade g : ChangeGrade.values()) {
                for (Confirmation c : Confirmation.values()) {
                    AuditEntry e = new AuditEntry(1, a, List.of(1, 2), List.of("1-2"), List.of("2-1"), g, c, List.of(), "t");
                    for (Locale l : List.of(Locale.ENGLISH, Locale.forLanguageTag("vi"))) {
                        String shown = AuditedCheck.describe(e).format(l);
                        for (String code : List.of(a.name(), g.name(), c.name(), "audit.")) {
                            assertFalse(shown.contains(code), l + ": " + shown);
                        }
                    }
                }
            }
        }
    }

    @Test
    void aChangeNotInTheAuditTrailIsStillADifference() {
        AuditedCheck.Result r = AuditedCheck.check(CHECKER, SWAPPED, AuditTrail.EMPTY);
        assertEquals(4, r.report().differences().size(), r.report().differences().toString());
        assertEquals(List.of(), r.explained());
    }

    @Test
    void anEntryThatDoesNotFitTheRoundIsADifferenceOfItsOwn() {
        AuditEntry other = new AuditEntry(1, AuditAction.EXCHANGE_COLOURS, List.of(1, 3), List.of("1-3"), List.of("3-1"),
                ChangeGrade.CONFIRM, Confirmation.ONCE, List.of(), "t");
        AuditedCheck.Result r = AuditedCheck.check(CHECKER, SWAPPED, new AuditTrail(List.of(other)));
        assertEquals(Difference.Kind.AUDIT_MISMATCH, r.report().differences().get(0).kind());
        assertEquals(5, r.report().differences().size());
    }
}
