package org.chessarbiter.pairing.knockout;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.pairing.systems.Checked;
import org.chessarbiter.pairing.systems.SystemMessages;
import org.chessarbiter.rules.Location;

/**
 * The Olympic system in which losers are not eliminated but are paired on to decide the lower
 * places (000 Art. 11, second paragraph: "người thua không bị loại mà lập thành những cặp để xếp
 * hạng đấu tiếp theo"). The field is split into segments, each competing for a run of places; in
 * every round the neighbours of a segment meet, the winners go on for the upper half of its places
 * and the losers for the lower half, until every segment holds one player: his place.
 */
public final class PlacementKnockout {

    /**
     * Players competing for places {@code firstPlace .. firstPlace + players.size() - 1}.
     *
     * @param firstPlace the best place of the segment
     * @param players    the players, neighbours meeting (1st–2nd, 3rd–4th, ...)
     */
    public record Segment(int firstPlace, List<Integer> players) {
        public Segment {
            players = List.copyOf(players);
        }
    }

    private PlacementKnockout() {
    }

    /** @return the one segment of a field in bracket order (e.g. {@link KnockoutBracket#order()}), size a power of two */
    public static Checked<List<Segment>> start(List<Integer> bracketOrder) {
        int n = bracketOrder.size();
        if (n < 2 || Integer.bitCount(n) != 1) {
            return Checked.fail(SystemMessages.invalid(Location.part("bracketOrder"), "error.placementSize", n));
        }
        return Checked.ok(List.of(new Segment(1, bracketOrder)));
    }

    /**
     * The segments of the next round.
     *
     * @param segments the segments of the round just played
     * @param winners  the winner of each match of that round, segment by segment, in order
     * @return the next segments, or the place of the first winner that did not play that match
     */
    public static Checked<List<Segment>> next(List<Segment> segments, List<Integer> winners) {
        List<Segment> out = new ArrayList<>();
        int w = 0;
        for (Segment s : segments) {
            if (s.players().size() < 2) {
                out.add(s);
                continue;
            }
            List<Integer> up = new ArrayList<>();
            List<Integer> down = new ArrayList<>();
            for (int i = 0; i + 1 < s.players().size(); i += 2, w++) {
                int a = s.players().get(i);
                int b = s.players().get(i + 1);
                Integer win = w < winners.size() ? winners.get(w) : null;
                if (win == null || (win != a && win != b)) {
                    return Checked.fail(SystemMessages.invalid(Location.part("winners").element(w), "error.placementWinner", a, b));
                }
                up.add(win);
                down.add(win == a ? b : a);
            }
            out.add(new Segment(s.firstPlace(), up));
            out.add(new Segment(s.firstPlace() + up.size(), down));
        }
        if (w != winners.size()) {
            return Checked.fail(SystemMessages.invalid(Location.part("winners").element(w), "error.placementExtra", winners.size(), w));
        }
        return Checked.ok(out);
    }

    /** @return true when every segment holds one player (all places decided) */
    public static boolean finished(List<Segment> segments) {
        return segments.stream().allMatch(s -> s.players().size() == 1);
    }
}
