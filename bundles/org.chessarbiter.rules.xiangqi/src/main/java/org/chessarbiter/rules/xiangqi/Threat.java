package org.chessarbiter.rules.xiangqi;


/**
 * A capture threat a move creates (dọa bắt, Điều 22.4): the attacker's and target's points after
 * the move, their kinds, the identity of the target within the cycle, whether Điều 23 counts it as
 * a chase, and the point of Điều 23 that decided that.
 *
 * @param attacker the attacker's point
 * @param target the target's point
 * @param attackerKind the attacker's kind
 * @param targetKind the target's kind
 * @param targetId the target's identity (its point at the start of the cycle)
 * @param status how Điều 23 treats the threat
 * @param point the point of Điều 23 applied (3, 6, 7, 8 or 9)
 */
public record Threat(int attacker, int target, PieceKind attackerKind, PieceKind targetKind, int targetId,
        Status status, int point) {

    /** How Điều 23 treats a threat. */
    public enum Status {
        /** Counts as a chase. */
        CHASE,
        /** An exchange offer of like pieces (điểm 8: counts with a chase). */
        EXCHANGE,
        /** Allowed: điểm 3 (uncrossed soldier), 6 (truly protected), 9 (general or soldier chasing). */
        ALLOWED
    }
}
