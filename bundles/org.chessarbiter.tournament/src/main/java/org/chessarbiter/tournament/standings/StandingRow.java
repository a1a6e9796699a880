package org.chessarbiter.tournament.standings;

import java.util.List;
import org.chessarbiter.tournament.core.Points;

/**
 * One line of the standings: rank (shared by players still tied after every tie-break), start
 * number, score, and the value of each tie-break in the order asked (null where a group-dependent
 * tie-break such as direct encounter was not needed).
 */
public record StandingRow(int rank, int startNumber, Points score, List<Points> tieBreaks) {
}
