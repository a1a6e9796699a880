package org.chessarbiter.pairing.team;

/**
 * What settles a team knockout match level on points and on every board (000 16.1.5 leaves it level). 000 16.3
 * runs the team knockout "as the individual knockout", and 000 Art. 11 says a level match is played again or the
 * advantage is decided, for instance by eliminating the player who had White; the regulations choose.
 */
public enum LevelMatch {
    /** The match is named as level: the arbiter records its winner as the regulations settle it (a replay, lots). */
    NAMED,
    /** 000 Art. 11, "loại đấu thủ cầm quân Trắng": team A, the team the bracket gave White, goes out. */
    WHITE_OUT
}
