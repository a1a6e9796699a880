package org.chessarbiter.workspace.op;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

import org.chessarbiter.tournament.core.AuditAction;
import org.chessarbiter.tournament.core.AuditEntry;
import org.chessarbiter.tournament.core.ByeKind;
import org.chessarbiter.tournament.core.ChangeGrade;
import org.chessarbiter.tournament.core.Confirmation;
import org.chessarbiter.tournament.core.Tournament;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Manual changes of an unpublished round, graded by the pairing checker (FIDE's verification
 * checklist, C.04A: the program warns, the arbiter decides) and recorded in the audit trail. Round 1:
 * 1-5 1-0, 6-2 0-1, 3-7 1-0, 8-4 0-1 (1-4 have a point); round 2 as the program paired it, not
 * published: 2-1, 4-3, 5-8, 7-6.
 */
class ManualChangeOperationTest {

    static final Clock CLOCK = Clock.fixed(Instant.parse("2026-03-01T10:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path dir;

    Path state() {
        return States.write(dir, "open.tournament", States.swiss(8, 5)
                .withRound(States.round(1, true, "1-5 1-0", "6-2 0-1", "3-7 1-0", "8-4 0-1"))
                .withRound(States.round(2, false, "2-1", "4-3", "5-8", "7-6")));
    }

    OperationResult run(Path file, ManualChange change, Confirmation confirmation) {
        return new ManualChangeOperation(file, change, confirmation, CLOCK).run(null);
    }

    @Test
    void acknowledge_aLegalSwapIsAppliedWithoutConfirmationAndRecorded() {
        Path file = state();
        OperationResult r = run(file, new SwapOpponents(2, 1, 2), Confirmation.NONE);
        assertFalse(r.hasErrors(), States.text(r.problems()));
        Tournament t = States.read(file);
        assertEquals(List.of("2-3", "4-1", "5-8", "7-6"),
                t.rounds().get(1).pairings().stream().map(p -> p.first() + "-" + p.second()).toList());
        AuditEntry e = t.audit().entries().get(0);
        assertEquals(new AuditEntry(2, AuditAction.SWAP_OPPONENTS, List.of(2, 1, 4, 3), List.of("2-1", "4-3"), List.of("2-3", "4-1"),
                ChangeGrade.ACKNOWLEDGE, Confirmation.NONE, e.messages(), "2026-03-01T10:00:00Z"), e);
        assertTrue(e.messages().get(0).contains("C.04A"), e.messages().toString());
    }

    @Test
    void confirm_exchangingColoursAgainstPreferencesNeedsOneConfirmation() throws Exception {
        Path file = state();
        byte[] before = Files.readAllBytes(file);
        OperationResult refused = run(file, new ExchangeColours(2, 1), Confirmation.NONE);
        assertTrue(refused.hasErrors());
        assertTrue(States.text(refused.problems()).contains("no longer gets the colour of his"), States.text(refused.problems()));
        assertTrue(States.text(refused.problems()).contains("applied only when the arbiter confirms it"), States.text(refused.problems()));
        assertEquals(new String(before), new String(Files.readAllBytes(file)), "nothing written");
        OperationResult applied = run(file, new ExchangeColours(2, 1), Confirmation.ONCE);
        assertFalse(applied.hasErrors(), States.text(applied.problems()));
        AuditEntry e = States.read(file).audit().entries().get(0);
        assertEquals(ChangeGrade.CONFIRM, e.grade());
        assertEquals(Confirmation.ONCE, e.confirmation());
        assertEquals(List.of("1-2"), e.after());
    }

    @Test
    void twoStep_aPlayerLeftUnpairedNeedsBothConfirmationsInFideMode() {
        Path file = state();
        OperationResult once = run(file, new UnpairBoard(2, 4), Confirmation.ONCE);
        assertTrue(once.hasErrors());
        assertTrue(States.text(once.problems()).contains("player 7 is left without a board or a bye in round 2"),
                States.text(once.problems()));
        assertTrue(States.text(once.problems()).contains("confirms it twice"), States.text(once.problems()));
        assertFalse(run(file, new UnpairBoard(2, 4), Confirmation.TWICE).hasErrors());
        OperationResult pair = run(file, new PairPlayers(2, 6, 7), Confirmation.NONE);
        assertFalse(pair.hasErrors(), States.text(pair.problems()));
        Tournament t = States.read(file);
        assertEquals(List.of(ChangeGrade.TWO_STEP_CONFIRM, ChangeGrade.ACKNOWLEDGE),
                t.audit().entries().stream().map(AuditEntry::grade).toList());
        assertEquals(List.of("6-7"), t.audit().entries().get(1).after());
    }

    @Test
    void reject_playersWhoMetStayApartInFideModeAndOnlyOutsideItTheArbiterMayOverride() {
        Path file = state();
        OperationResult r = run(file, new SwapOpponents(2, 1, 3), Confirmation.TWICE);
        assertTrue(r.hasErrors());
        String text = States.text(r.problems());
        assertTrue(text.contains("players 5 and 1 have already played each other") || text.contains("players 1 and 5"), text);
        assertTrue(text.contains("rejected (REJECT) and the tournament is in FIDE mode"), text);
        assertFalse(new FideModeOperation(file, false, CLOCK).run(null).hasErrors());
        assertTrue(run(file, new SwapOpponents(2, 1, 3), Confirmation.ONCE).hasErrors(), "outside FIDE mode: both steps");
        assertFalse(run(file, new SwapOpponents(2, 1, 3), Confirmation.TWICE).hasErrors());
        assertFalse(new FideModeOperation(file, true, CLOCK).run(null).hasErrors());
        Tournament t = States.read(file);
        assertEquals(List.of(AuditAction.FIDE_MODE_OFF, AuditAction.SWAP_OPPONENTS, AuditAction.FIDE_MODE_ON),
                t.audit().entries().stream().map(AuditEntry::action).toList());
        assertEquals(ChangeGrade.REJECT, t.audit().entries().get(1).grade());
        assertTrue(t.audit().fideMode());
    }

    @Test
    void bye_thePairingAllocatedByeLeavesTheOpponentUnpaired() {
        Path file = state();
        OperationResult r = run(file, new GiveBye(2, 5, ByeKind.PAIRING_ALLOCATED), Confirmation.NONE);
        assertTrue(r.hasErrors());
        assertTrue(States.text(r.problems()).contains("player 8 is left without a board"), States.text(r.problems()));
        assertFalse(run(file, new GiveBye(2, 5, ByeKind.PAIRING_ALLOCATED), Confirmation.TWICE).hasErrors());
        assertEquals(List.of("5-8"), States.read(file).audit().entries().get(0).before());
        assertEquals(List.of("5=U"), States.read(file).audit().entries().get(0).after());
    }

    @Test
    void aPublishedRoundIsNeverChangedByHand() {
        Path file = state();
        OperationResult r = run(file, new SwapOpponents(1, 1, 2), Confirmation.TWICE);
        assertTrue(r.hasErrors());
        assertEquals("rounds[number=1]", r.problems().get(0).location().field());
        assertTrue(States.text(r.problems()).contains("round 1 is published: a published round is never rewritten"), States.text(r.problems()));
        assertTrue(States.text(r.problems()).contains("000 Part 2 Art. 14.4; FIDE C.04.2"), States.text(r.problems()));
    }

    @Test
    void aChangeThatDoesNotFitTheRoundIsAnError() {
        Path file = state();
        assertTrue(States.text(run(file, new SwapOpponents(2, 1, 9), Confirmation.NONE).problems()).contains("round 2 has no board 9"));
        assertTrue(States.text(run(file, new PairPlayers(2, 1, 6), Confirmation.NONE).problems())
                .contains("player 1 already has a board or a bye in round 2"));
    }

    @Test
    void assessingChangesNothing() throws Exception {
        Path file = state();
        byte[] before = Files.readAllBytes(file);
        ManualAssessment a = ManualChangeOperation.assess(file, new ExchangeColours(2, 1)).value();
        assertEquals(ChangeGrade.CONFIRM, a.grade());
        assertEquals(java.util.Optional.of(Confirmation.ONCE), a.required());
        assertEquals(new String(before), new String(Files.readAllBytes(file)));
    }

    @Test
    void theAuditTrailTravelsThroughTrfAndTheTournamentFile() {
        Path file = state();
        assertFalse(run(file, new SwapOpponents(2, 1, 2), Confirmation.NONE).hasErrors());
        assertFalse(new FideModeOperation(file, false, CLOCK).run(null).hasErrors());
        Tournament t = States.read(file);
        Path trf = dir.resolve("open.trf");
        assertTrue(TournamentStore.save(trf, t).isOk());
        assertEquals(t.audit(), States.read(trf).audit());
        assertFalse(States.read(trf).audit().fideMode());
    }

    @Test
    void pairingTheRoundAgainLeavesTheManualChangesOnTheRecordButNoLongerApplied() {
        Path file = state();
        assertFalse(run(file, new SwapOpponents(2, 1, 2), Confirmation.NONE).hasErrors());
        OperationResult r = new RepairRoundOperation(file, 2, org.chessarbiter.workspace.pairing.PairingOverrides.NONE, CLOCK).run(null);
        assertFalse(r.hasErrors(), States.text(r.problems()));
        Tournament t = States.read(file);
        assertEquals(List.of(AuditAction.SWAP_OPPONENTS, AuditAction.REPAIRED),
                t.audit().entries().stream().map(AuditEntry::action).toList());
        assertEquals(List.of(), t.audit().ofRound(2));
    }

    @Test
    void leavingFideModeCannotBeErased() {
        Path file = state();
        assertFalse(new FideModeOperation(file, false, CLOCK).run(null).hasErrors());
        Tournament t = States.read(file);
        OperationResult r = new StateOperation(file) {
            @Override
            protected org.chessarbiter.rules.ParseResult<Tournament> change(Tournament x, org.eclipse.core.runtime.IProgressMonitor m) {
                return org.chessarbiter.rules.ParseResult.ok(x.withAudit(org.chessarbiter.tournament.core.AuditTrail.EMPTY));
            }
        }.run(null);
        assertTrue(r.hasErrors());
        assertTrue(States.text(r.problems()).contains("only grows"), States.text(r.problems()));
        assertEquals(t, States.read(file));
    }
}
