package org.chessarbiter.pairing.bylot;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.PairingPlayer;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.PastRound;

/**
 * The card kept for each player (000 14.1, 001 29.1, "thẻ theo dõi thi đấu"): per round, the
 * opponent and his number, the colour, the result, the group mark (↓ "đi xuống", ↑ "đi lên") and
 * the running total.
 *
 * @param player the player's start number
 * @param name   the player's name
 * @param rows   one row per past round
 */
public record LotCard(int player, String name, List<Row> rows) {

    /**
     * One row of the card.
     *
     * @param round    the round
     * @param opponent the opponent's number, 0 when none
     * @param colour   the colour played, or null
     * @param points   the points of the round in tenths
     * @param mark     the group mark
     * @param total    the running total in tenths
     */
    public record Row(int round, int opponent, Colour colour, int points, FloatMark mark, int total) {
    }

    public LotCard {
        rows = List.copyOf(rows);
    }

    /** @return the card of {@code p} read from the request's histories */
    public static LotCard of(PairingRequest request, PairingPlayer p) {
        List<FloatMark> marks = FloatMark.history(request, p);
        List<Row> rows = new ArrayList<>();
        int total = 0;
        for (int r = 0; r < p.history().size(); r++) {
            PastRound pr = p.history().get(r);
            total += pr.points();
            rows.add(new Row(r + 1, pr.opponent(), pr.colour(), pr.points(), marks.get(r), total));
        }
        return new LotCard(p.id(), p.name(), rows);
    }
}
