package org.chessarbiter.tournament.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.List;
import java.util.Optional;

import org.chessarbiter.tournament.core.AuditAction;
import org.chessarbiter.tournament.core.AuditEntry;
import org.chessarbiter.tournament.core.AuditTrail;
import org.chessarbiter.tournament.core.ByeKind;
import org.chessarbiter.tournament.core.ChangeGrade;
import org.chessarbiter.tournament.core.Confirmation;
import org.chessarbiter.tournament.core.Tournament;
import org.junit.jupiter.api.Test;

/**
 * The audit trail of manual pairing changes travels in TRF as {@code ###} comments (FIDE C.04A: the
 * arbiter's decisions stay on the record) and comes back as it was written, FIDE mode included.
 */
class AuditCommentsTest {

    static final AuditEntry SWAP = new AuditEntry(2, AuditAction.SWAP_OPPONENTS, List.of(3, 5, 4, 6), List.of("3-4", "5-6"),
            List.of("3-6", "5-4"), ChangeGrade.CONFIRM, Confirmation.ONCE,
            List.of("player 3 does not get his colour preference, black (C.04.3 A.7, C.12)", "đấu thủ; 50% = ok, | and ,"),
            "2026-03-01T10:00:00Z");
    static final AuditEntry OFF = new AuditEntry(0, AuditAction.FIDE_MODE_OFF, List.of(), List.of(), List.of(),
            ChangeGrade.ACKNOWLEDGE, Confirmation.NONE, List.of(), "2026-03-01T10:05:00Z");
    static final AuditEntry BYE = new AuditEntry(2, AuditAction.BYE, List.of(7), List.of("7-8"),
            List.of(AuditEntry.bye(7, ByeKind.PAIRING_ALLOCATED)), ChangeGrade.REJECT, Confirmation.TWICE, List.of("x"),
            "2026-03-01T10:06:00Z");

    @Test
    void anEntryIsReadBackAsWritten() {
        for (AuditEntry e : List.of(SWAP, OFF, BYE)) {
            assertEquals(Optional.of(e), AuditComments.parse(AuditComments.format(e)));
        }
    }

    @Test
    void otherCommentsAndDamagedEntriesAreNoEntries() {
        assertEquals(Optional.empty(), AuditComments.parse(" WITHDRAWN 5 after 2"));
        assertEquals(Optional.empty(), AuditComments.parse(" AUDIT round=x action=PAIR"));
        assertEquals(Optional.empty(), AuditComments.parse(AuditComments.format(SWAP).replace("CONFIRM ", "MAYBE ")));
    }

    @Test
    void theTrailAndFideModeTravelThroughTheLosslessTrf() throws IOException {
        Tournament t = LosslessTrf.toTournament(TrfReader.read(new ByteArrayInputStream(TrfRoundTripTest.resource("bbp/tiny-5x4.trf")))
                .toOptional().orElseThrow()).toOptional().orElseThrow();
        assertTrue(t.audit().fideMode(), "FIDE mode is on unless left");
        Tournament audited = t.withAudit(new AuditTrail(List.of(SWAP, OFF, BYE)));
        String written = TrfWriter.toString(LosslessTrf.toDocument(audited), TrfWriter.Options.CANONICAL);
        assertTrue(written.contains("### AUDIT round=2 action=SWAP_OPPONENTS grade=CONFIRM"), written);
        assertTrue(written.contains("### AUDIT round=0 action=FIDE_MODE_OFF"), written);
        Tournament back = LosslessTrf.toTournament(TrfReader.read(written).toOptional().orElseThrow()).toOptional().orElseThrow();
        assertEquals(audited.audit(), back.audit());
        assertFalse(back.audit().fideMode(), "left FIDE mode, and it is on the record");
        assertEquals(List.of(SWAP, BYE), back.audit().ofRound(2));
        assertEquals(written, TrfWriter.toString(LosslessTrf.toDocument(back), TrfWriter.Options.CANONICAL), "not written twice");
    }

    @Test
    void theTrailOnlyGrows() {
        AuditTrail one = new AuditTrail(List.of(SWAP));
        AuditTrail two = one.with(OFF);
        assertEquals(List.of(), AuditTrail.violations(one, two));
        assertEquals(1, AuditTrail.violations(two, one).size(), "an entry erased");
        assertEquals(1, AuditTrail.violations(one, new AuditTrail(List.of(BYE))).size(), "an entry rewritten");
        assertFalse(two.fideMode());
        assertTrue(two.with(new AuditEntry(0, AuditAction.FIDE_MODE_ON, List.of(), List.of(), List.of(), ChangeGrade.ACKNOWLEDGE,
                Confirmation.NONE, List.of(), "t")).fideMode());
    }

    @Test
    void theChangesOfARoundPairedAgainNoLongerApplyToIt() {
        AuditEntry repaired = new AuditEntry(2, AuditAction.REPAIRED, List.of(), List.of(), List.of(), ChangeGrade.ACKNOWLEDGE,
                Confirmation.NONE, List.of(), "t");
        AuditTrail trail = new AuditTrail(List.of(SWAP, OFF, repaired, BYE));
        assertEquals(List.of(BYE), trail.ofRound(2));
        assertFalse(trail.fideMode(), "pairing again is no switch of FIDE mode");
        assertEquals(Optional.of(repaired), AuditComments.parse(AuditComments.format(repaired)));
    }

    @Test
    void theConfirmationAGradeNeedsDependsOnFideMode() {
        assertEquals(null, ChangeGrade.REJECT.required(true));
        assertEquals(Confirmation.TWICE, ChangeGrade.REJECT.required(false));
        assertEquals(Confirmation.TWICE, ChangeGrade.TWO_STEP_CONFIRM.required(true));
        assertEquals(Confirmation.ONCE, ChangeGrade.TWO_STEP_CONFIRM.required(false));
        assertEquals(Confirmation.ONCE, ChangeGrade.CONFIRM.required(true));
        assertEquals(Confirmation.NONE, ChangeGrade.ACKNOWLEDGE.required(true));
        assertFalse(Confirmation.TWICE.covers(null), "nothing covers a rejection in FIDE mode");
        assertFalse(Confirmation.ONCE.covers(Confirmation.TWICE));
        assertTrue(Confirmation.TWICE.covers(Confirmation.ONCE));
    }
}
