package org.chessarbiter.tournament.core;

/**
 * The competition system (000 Part 2 Art. 10-16; Luật cờ Tướng 2004 Điều 25-30). Withdrawal
 * handling and the default tie-breaks depend on whether it is a round robin or a Swiss system.
 */
public enum CompetitionSystem {
    ROUND_ROBIN(true), DOUBLE_ROUND_ROBIN(true), SCHEVENINGEN(true), SWISS_DUTCH(false),
    MODIFIED_SWISS(false), SWISS_BY_LOT(false), KNOCKOUT(false), OTHER(false);

    private final boolean allPlayAll;

    CompetitionSystem(boolean allPlayAll) {
        this.allPlayAll = allPlayAll;
    }

    /** True for the systems where every pairing is known in advance (round robin tables). */
    public boolean isAllPlayAll() {
        return allPlayAll;
    }
}
