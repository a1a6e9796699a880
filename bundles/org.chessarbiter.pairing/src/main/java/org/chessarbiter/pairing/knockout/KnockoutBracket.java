package org.chessarbiter.pairing.knockout;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.pairing.systems.Checked;
import org.chessarbiter.pairing.systems.SystemMessages;
import org.chessarbiter.rules.Location;

/**
 * A knockout bracket (001 Điều 25, 000 Art. 11 "hệ thống Olympic"): entrants are numbered by seed
 * (1 = strongest). Điều 25 asks for 32, 64 or 128 players at the start of the knockout proper and,
 * when the number differs, for seeded players to be exempted from the first match(es) so that the
 * count fits ("chọn một số đấu thủ hạt giống ... cho miễn đấu 1 - 2 trận"). The bracket therefore has
 * the size of the next power of two (at least 2); its empty places are byes, given to the top seeds.
 * Seeds are placed in the usual order (1 and 2 in different halves, 1–4 in different quarters, ...):
 * the order for 2k places is built from the order for k by following each seed s with 2k + 1 - s.
 * <p>
 * Interpretation: for fewer than 32 entrants (e.g. 20) the same construction gives a bracket of
 * 32 with byes; below 17 entrants the bracket is the next power of two (Điều 25 names no size
 * below 32).
 *
 * @param entrants the number of players or teams
 * @param size     the bracket size, a power of two
 * @param order    seed at each place of the first round, top to bottom ({@code order.size() == size})
 */
public record KnockoutBracket(int entrants, int size, List<Integer> order) {

    /** The largest field accepted. */
    public static final int MAX_ENTRANTS = 1 << 16;

    public KnockoutBracket {
        order = List.copyOf(order);
    }

    /** @return the bracket for {@code entrants}, or why not */
    public static Checked<KnockoutBracket> of(int entrants) {
        if (entrants < 2 || entrants > MAX_ENTRANTS) {
            return Checked.fail(SystemMessages.invalid(Location.part("entrants"), "error.knockoutSize", entrants, MAX_ENTRANTS));
        }
        int size = 2;
        while (size < entrants) {
            size *= 2;
        }
        List<Integer> order = List.of(1, 2);
        for (int k = 4; k <= size; k *= 2) {
            List<Integer> next = new ArrayList<>(k);
            for (int s : order) {
                next.add(s);
                next.add(k + 1 - s);
            }
            order = next;
        }
        return Checked.ok(new KnockoutBracket(entrants, size, order));
    }

    /** @return the number of rounds to the final */
    public int rounds() {
        return Integer.numberOfTrailingZeros(size);
    }

    /** @return the seeds exempted from the first round (their place is against an empty place) */
    public List<Integer> byes() {
        List<Integer> out = new ArrayList<>();
        for (KnockoutPairing p : firstRound()) {
            if (p.isBye()) {
                out.add(p.seedA());
            }
        }
        out.sort(null);
        return out;
    }

    /** @return the first-round pairings, top of the bracket first; a bye has {@code seedB == 0} */
    public List<KnockoutPairing> firstRound() {
        List<KnockoutPairing> out = new ArrayList<>(size / 2);
        for (int i = 0; i < size; i += 2) {
            int a = order.get(i);
            int b = order.get(i + 1);
            int high = Math.min(a, b);
            int low = Math.max(a, b);
            out.add(new KnockoutPairing(i / 2 + 1, high, low > entrants ? 0 : low));
        }
        return out;
    }

    /**
     * Pairs the next round: the winners of neighbouring matches meet.
     *
     * @param winners the winner of each match of the previous round, in bracket order
     * @return the pairings, or why not (an odd count)
     */
    public static Checked<List<KnockoutPairing>> nextRound(List<Integer> winners) {
        if (winners.size() < 2 || winners.size() % 2 != 0) {
            return Checked.fail(SystemMessages.invalid(Location.part("winners"), "error.knockoutWinners", winners.size()));
        }
        List<KnockoutPairing> out = new ArrayList<>();
        for (int i = 0; i < winners.size(); i += 2) {
            out.add(new KnockoutPairing(i / 2 + 1, winners.get(i), winners.get(i + 1)));
        }
        return Checked.ok(out);
    }
}
