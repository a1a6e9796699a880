package org.chessarbiter.pairing.modifiedswiss;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.chessarbiter.pairing.Colour;

/**
 * Who leaves a score group with an odd number of players (000 13.4, 001 28.4, 003 (d)), in the
 * order the candidates are tried:
 * <ol>
 * <li>13.4.1: a player whose removal balances the numbers due white and due black; among equals
 * the largest number when going down, the smallest when going up;</li>
 * <li>13.4.2 / 13.4.3, only when the tournament has more than 2^n players for n rounds (the "Chú
 * ý"): a floater rated more than 100 points above the largest number of the group (going down) or
 * the smallest number (going up) is replaced by that player;</li>
 * <li>"Nếu không chọn được đối thủ cho đấu thủ đánh lên (hay xuống) thì phải chọn đấu thủ khác":
 * then every other player, in the same order.</li>
 * </ol>
 */
public final class FloaterChoice {

    /** The rating limit of 13.4.2, 13.4.3 and 13.6. */
    public static final int RATING_LIMIT = 100;

    private FloaterChoice() {
    }

    /** @return true when the limits of 13.4.2 / 13.4.3 apply: more than 2^rounds players */
    public static boolean ratingLimitApplies(int players, int rounds) {
        return rounds < 31 && players > (1L << rounds);
    }

    /**
     * @param group       the group, ascending numbers
     * @param down        true when the floater goes down (pairing from the top), false for up
     * @param ratingLimit whether 13.4.2 / 13.4.3 apply
     * @return every player of the group, in the order in which each is tried as the floater
     */
    public static List<MsPlayer> order(List<MsPlayer> group, boolean down, boolean ratingLimit) {
        int dueWhite = 0;
        int dueBlack = 0;
        for (MsPlayer p : group) {
            dueWhite += p.due() == Colour.WHITE ? 1 : 0;
            dueBlack += p.due() == Colour.BLACK ? 1 : 0;
        }
        Colour surplus = dueWhite > dueBlack ? Colour.WHITE : dueBlack > dueWhite ? Colour.BLACK : null;
        Comparator<MsPlayer> byNumber = down ? Comparator.comparingInt(MsPlayer::id).reversed()
                : Comparator.comparingInt(MsPlayer::id);
        Comparator<MsPlayer> balance = Comparator.comparingInt(p -> surplus == null || p.due() == surplus ? 0 : 1);
        List<MsPlayer> out = new ArrayList<>(group);
        out.sort(balance.thenComparing(byNumber));
        if (ratingLimit && !out.isEmpty()) {
            MsPlayer edge = down ? group.get(group.size() - 1) : group.get(0);
            MsPlayer first = out.get(0);
            if (first.rating() - edge.rating() > RATING_LIMIT) {
                out.remove(edge);
                out.add(0, edge);
            }
        }
        return out;
    }
}
