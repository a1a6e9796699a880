package org.chessarbiter.pairing.knockout;

/**
 * What settles a knockout match still level after the extra games (001 Điều 25: "trọng tài cho
 * bốc thăm màu quân đấu thêm một ván nữa hoặc cho bốc thăm may rủi để chọn người thắng"; 000 Art.
 * 11 names other ways of "xác định ưu thế", such as eliminating the player with white).
 */
public enum TieBreakPolicy {
    /** one more game with colours drawn by lot; if it is drawn too, lots decide (interpretation) */
    DECIDER_THEN_LOTS,
    /** one more game with colours drawn by lot; a draw eliminates White (000 Art. 11) */
    DECIDER_DRAW_ELIMINATES_WHITE,
    /** lots decide directly (001 Điều 25) */
    LOTS
}
