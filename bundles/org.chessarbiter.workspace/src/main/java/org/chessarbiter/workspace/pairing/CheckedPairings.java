package org.chessarbiter.workspace.pairing;

import java.util.List;

import org.chessarbiter.pairing.check.CheckReport;
import org.chessarbiter.tournament.core.AuditEntry;

/**
 * Every paired round of a file re-paired from the results before it, compared with the round as
 * recorded, the arbiter's manual changes (the file's audit trail) undone first.
 *
 * @param input         the file checked
 * @param policy        the system, edition and acceleration used
 * @param report        the rounds that agree and every difference the audit trail does not explain
 * @param manualChanges the entries of the audit trail that explain recorded boards, in round order
 */
public record CheckedPairings(PairingInput input, PairingPolicy policy, CheckReport report, List<AuditEntry> manualChanges) {

    public CheckedPairings {
        manualChanges = List.copyOf(manualChanges);
    }

    /** A check without manual changes. */
    public CheckedPairings(PairingInput input, PairingPolicy policy, CheckReport report) {
        this(input, policy, report, List.of());
    }
}
