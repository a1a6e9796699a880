package org.chessarbiter.pairing.check;

import org.chessarbiter.pairing.PairingSystem;
import org.chessarbiter.rules.Message;
import org.chessarbiter.tournament.core.AuditAction;
import org.chessarbiter.tournament.core.ChangeGrade;
import org.chessarbiter.tournament.core.Confirmation;

/**
 * What the audit trail records, in the reader's words ("opponents swapped", "graded: confirm", "confirmed once"),
 * for every message that tells a manual change: the pairing check's report and the operation's note. The trail
 * itself (TRF {@code ###} lines) keeps the codes.
 */
public final class AuditWords {

    private AuditWords() {
    }

    /** The arbiter's action. */
    public static Message action(AuditAction a) {
        return Message.of(PairingSystem.class, "audit.action." + a.name());
    }

    /** How far the change departs from the rules. */
    public static Message grade(ChangeGrade g) {
        return Message.of(PairingSystem.class, "audit.grade." + g.name());
    }

    /** What the arbiter confirmed. */
    public static Message confirmation(Confirmation c) {
        return Message.of(PairingSystem.class, "audit.confirmation." + c.name());
    }
}
