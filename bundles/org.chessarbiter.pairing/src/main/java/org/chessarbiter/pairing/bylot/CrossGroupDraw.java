package org.chessarbiter.pairing.bylot;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The fallback of 000 14.4.3 / 001 29.4.3: when some cards have no opponent in their own group or
 * the groups below (because of colours or earlier meetings), opponents are taken from other groups,
 * "và như vậy tức là phải thay đổi cả kết quả bốc thăm ở nhóm trên này". The highest-placed card
 * without an opponent draws among the others, closest scores first (random order within equal
 * distance); colours by subgroup priority or lot; 14.4.1 and 14.4.2 are never broken. The last card
 * left gets the bye if it has had none.
 */
final class CrossGroupDraw {

    private final LotDrawer drawer;

    CrossGroupDraw(LotDrawer drawer) {
        this.drawer = drawer;
    }

    /**
     * @param players the players, highest score first
     * @return true when paired; with an odd count the bye goes to the lowest-placed player who has
     *         had none
     */
    boolean pair(List<LotPlayer> players) {
        if (players.size() % 2 == 0) {
            return pairEven(players);
        }
        for (int i = players.size() - 1; i >= 0 && !drawer.exhausted(); i--) {
            if (drawer.giveBye(players.get(i))) {
                if (pairEven(LotDrawer.without(players, players.get(i)))) {
                    return true;
                }
                drawer.clearBye();
            }
        }
        return false;
    }

    private boolean pairEven(List<LotPlayer> players) {
        if (players.isEmpty()) {
            return true;
        }
        if (!drawer.spend()) {
            return false;
        }
        LotPlayer first = players.get(0);
        List<LotPlayer> others = new ArrayList<>(drawer.shuffled(players.subList(1, players.size())));
        others.sort(Comparator.comparingInt(p -> Math.abs(p.points() - first.points())));
        for (LotPlayer c : others) {
            if (drawer.exhausted()) {
                return false;
            }
            LotPlayer[] wb = drawer.byPriorityOrLot(first, c);
            if (drawer.tryGame(first.points(), "14.4.3", first, others, c, wb[0], wb[1])
                    && (pairEven(LotDrawer.without(LotDrawer.without(players, first), c)) || drawer.undo())) {
                return true;
            }
        }
        return false;
    }
}
