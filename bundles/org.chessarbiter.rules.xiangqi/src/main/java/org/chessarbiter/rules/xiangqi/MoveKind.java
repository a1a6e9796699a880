package org.chessarbiter.rules.xiangqi;

/** What a move of a repeated cycle does, in the terms of Luật Cờ Tướng 2004 Điều 22. */
public enum MoveKind {
    /** Chiếu Tướng (22.2): attacks the general. */
    CHECK,
    /** Dọa hết (22.3): threatens mate next move. */
    MATE_THREAT,
    /** Dọa bắt (22.4) counted as a chase under Điều 23 (unprotected, falsely protected, or an exception). */
    CHASE,
    /** Đổi quân (22.5): offers an exchange of like pieces (counted with a chase, Điều 23 điểm 8). */
    EXCHANGE_OFFER,
    /** Dọa bắt that Điều 23 allows: by a general or soldier (điểm 9), of an uncrossed soldier (điểm 3), of a truly protected piece (điểm 6). */
    ALLOWED_ATTACK,
    /** Cản quân (22.6): blocks an attack of the opponent. */
    BLOCK,
    /** Thí quân (22.7): leaves the moved piece to be captured. */
    SACRIFICE,
    /** Nước chờ (22.8): none of the above. */
    IDLE
}
