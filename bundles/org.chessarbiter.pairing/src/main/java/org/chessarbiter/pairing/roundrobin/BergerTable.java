package org.chessarbiter.pairing.roundrobin;

import java.util.List;
import java.util.Optional;

import org.chessarbiter.pairing.Board;

/**
 * A round-robin schedule in the form of the tables of 000 appendix 1 / 001 phụ lục 1 ("Bảng trình
 * tự thi đấu"): for every round, its boards in printed order, the player on the left of the dash
 * having white. With an odd number of players the table of the next even size is used and the
 * player who meets the last number (printed in brackets) has no game in that round.
 *
 * @param players the number of players (3 to any size)
 * @param size    the table size: players, or players + 1 when odd (the "dummy" number)
 * @param rounds  rounds in order; each holds size / 2 boards, the dummy's board included
 */
public record BergerTable(int players, int size, List<List<Board>> rounds) {

    public BergerTable {
        rounds = rounds.stream().map(List::copyOf).toList();
    }

    /** @return the boards of round {@code round} (1-based), the dummy's board included */
    public List<Board> boards(int round) {
        return rounds.get(round - 1);
    }

    /** @return true when the number of players is odd, so that {@link #size()} is a dummy number */
    public boolean hasDummy() {
        return size != players;
    }

    /** @return the player who meets the dummy number in {@code round} (rests), when there is a dummy */
    public Optional<Integer> resting(int round) {
        if (!hasDummy()) {
            return Optional.empty();
        }
        Board b = boards(round).get(0);
        return Optional.of(b.white() == size ? b.black() : b.white());
    }

    /** @return the boards of {@code round} without the dummy's board, renumbered from 1 */
    public List<Board> games(int round) {
        List<Board> all = boards(round);
        List<Board> real = all.stream().filter(b -> b.white() != size || !hasDummy())
                .filter(b -> b.black() != size || !hasDummy()).toList();
        return java.util.stream.IntStream.range(0, real.size())
                .mapToObj(i -> new Board(i + 1, real.get(i).white(), real.get(i).black())).toList();
    }

    /** @return the number of rounds of one cycle (size - 1) */
    public int roundCount() {
        return rounds.size();
    }
}
