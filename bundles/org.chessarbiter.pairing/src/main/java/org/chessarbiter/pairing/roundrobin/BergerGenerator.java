package org.chessarbiter.pairing.roundrobin;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.systems.Checked;
import org.chessarbiter.pairing.systems.SystemMessages;
import org.chessarbiter.rules.Location;

/**
 * Generates the round-robin tables of 000 appendix 1 and 001 phụ lục 1 for any number of players
 * by the Berger rotation (the printed tables stop at 12 players in 000 and 18 in 001; "larger
 * fields" use the same algorithm). With {@code m = size - 1} rounds:
 * <ul>
 * <li>the last (even) number meets, in round r, the player p with {@code 2p - 1 ≡ r (mod m)}
 * (rule b of the appendix for the last number), on board 1; p has white in odd rounds, the last
 * number in even rounds (rule a for the last number: black against the upper half);</li>
 * <li>on board k (k ≥ 2) the white player is p + k - 1 and the black player is the one whose
 * number makes white + black - 1 ≡ r (mod m) (rule b), numbers taken in 1..m.</li>
 * </ul>
 * The colours this rotation gives agree with rule (a) for every pair; {@link BergerRules} states
 * rules (a) and (b) independently and the tests check the two against each other.
 */
public final class BergerGenerator {

    /** Above this size a table is refused (an input error, not a limit of the algorithm). */
    public static final int MAX_PLAYERS = 2000;

    private BergerGenerator() {
    }

    /** @return the table for {@code players} players, or an error when the count is out of range */
    public static Checked<BergerTable> generate(int players) {
        if (players < 2 || players > MAX_PLAYERS) {
            return Checked.fail(SystemMessages.invalid(Location.part("players"), "error.roundRobinSize", players, MAX_PLAYERS));
        }
        int size = players % 2 == 0 ? players : players + 1;
        int m = size - 1;
        List<List<Board>> rounds = new ArrayList<>(m);
        for (int r = 1; r <= m; r++) {
            int p = r % 2 == 1 ? (r + 1) / 2 : r / 2 + size / 2;
            List<Board> boards = new ArrayList<>(size / 2);
            boards.add(r % 2 == 1 ? new Board(1, p, size) : new Board(1, size, p));
            for (int k = 2; k <= size / 2; k++) {
                int white = wrap(p + k - 1, m);
                int black = wrap(r + 1 - white, m);
                boards.add(new Board(k, white, black));
            }
            rounds.add(boards);
        }
        return Checked.ok(new BergerTable(players, size, rounds));
    }

    private static int wrap(int x, int m) {
        return Math.floorMod(x - 1, m) + 1;
    }
}
