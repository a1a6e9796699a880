package org.chessarbiter.pairing.modifiedswiss;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

/** 000 13.5, 13.6.1 and 13.6.2 on single score groups. */
class GroupPairerTest {

    /** A player without colours yet, who has met {@code met}. */
    private static MsPlayer p(int id, int points, Integer... met) {
        return new MsPlayer(id, 0, points, List.of(), Set.of(met), false);
    }

    private static List<String> pairs(GroupPairer.Outcome o) {
        List<String> out = new ArrayList<>();
        o.pairs().forEach(x -> out.add(x[0].id() + "-" + x[1].id()));
        return out;
    }

    private static List<Integer> out(GroupPairer.Outcome o) {
        return o.out().stream().map(MsPlayer::id).toList();
    }

    @Test
    void severalDownFloatersTheHighestScoreFirstEachWithTheSmallestNumber() {
        // 13.5: floaters 2 (1 point) and 3 (1.5 points) come down into the group 5, 6, 7, 8: 3 first
        GroupPairer.Outcome o = new GroupPairer(false, false, true)
                .pair(List.of(p(2, 10), p(3, 15)), List.of(p(5, 5), p(6, 5), p(7, 5), p(8, 5)), true, false).orElseThrow();
        assertEquals(List.of("3-5", "2-6", "7-8"), pairs(o));
        assertEquals(List.of(), out(o));
    }

    @Test
    void severalUpFloatersTheLowestScoreFirstEachWithTheLargestNumber() {
        GroupPairer.Outcome o = new GroupPairer(false, false, true)
                .pair(List.of(p(9, 0), p(10, 5)), List.of(p(5, 10), p(6, 10), p(7, 10), p(8, 10)), false, false).orElseThrow();
        assertEquals(List.of("9-8", "10-7"), pairs(o).subList(0, 2));
    }

    @Test
    void oddGroupNumberTwoLeavesInPlaceOfTheLastWhenHeCannotBePaired() {
        // 13.6.1: group 1..5; 5 (largest) would go down, but 2 has met 1, 3 and 4: 2 goes down instead
        List<MsPlayer> group = List.of(p(1, 10, 2), p(2, 10, 1, 3, 4), p(3, 10, 2), p(4, 10, 2), p(5, 10));
        GroupPairer.Outcome o = new GroupPairer(false, false, true).pair(List.of(), group, true, false).orElseThrow();
        assertEquals(List.of(2), out(o));
        assertEquals(List.of("1-4", "3-5"), pairs(o));
    }

    @Test
    void evenGroupNumberTwoAndTheLastBothLeave() {
        // 13.6.2: group 1..4; 2 has met everyone: 2 and 4 go down, 1-3 stay
        List<MsPlayer> group = List.of(p(1, 10, 2), p(2, 10, 1, 3, 4), p(3, 10, 2), p(4, 10, 2));
        GroupPairer.Outcome o = new GroupPairer(false, false, true).pair(List.of(), group, true, false).orElseThrow();
        assertEquals(List.of(2, 4), out(o));
        assertEquals(List.of("1-3"), pairs(o));
    }
}
