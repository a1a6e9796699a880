package org.chessarbiter.tournament.core;

/**
 * A player who withdrew (or was excluded) after playing round {@code lastRound}
 * (000 Part 2 Art. 4.2-4.3; Luật cờ Tướng 2004 Điều 21.5). 0 means before the first round.
 */
public record Withdrawal(int player, int lastRound) {
}
