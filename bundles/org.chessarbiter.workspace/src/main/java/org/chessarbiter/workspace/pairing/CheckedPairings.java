package org.chessarbiter.workspace.pairing;

import org.chessarbiter.pairing.check.CheckReport;

/**
 * Every paired round of a file re-paired from the results before it, compared with the round as
 * recorded.
 *
 * @param input  the file checked
 * @param policy the system, edition and acceleration used
 * @param report the rounds that agree and every difference
 */
public record CheckedPairings(PairingInput input, PairingPolicy policy, CheckReport report) {
}
