package org.chessarbiter.pairing.bylot;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.pairing.PairingPlayer;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.PastRound;

/**
 * The mark in the "Nhóm" column of the card (000 14.1, 14.3): "đi xuống" for a player who met an
 * opponent of a lower score group, "đi lên" for his opponent. The marks are read back from the
 * histories: a player went down in a round when his score before that round was higher than his
 * opponent's.
 */
public enum FloatMark {
    /** played in his own score group */
    NONE(0),
    /** "đi xuống": met an opponent with fewer points */
    DOWN(1),
    /** "đi lên": met an opponent with more points */
    UP(-1);

    private final int delta;

    FloatMark(int delta) {
        this.delta = delta;
    }

    /** @return +1 for down, -1 for up, 0 otherwise (14.4.4: an up and a down cancel out) */
    public int delta() {
        return delta;
    }

    /** @return the printed symbol */
    public String symbol() {
        return switch (this) {
            case DOWN -> "↓";
            case UP -> "↑";
            case NONE -> "-";
        };
    }

    /** @return one mark per past round of {@code p} */
    public static List<FloatMark> history(PairingRequest request, PairingPlayer p) {
        List<FloatMark> out = new ArrayList<>();
        for (int r = 0; r < p.history().size(); r++) {
            PastRound pr = p.history().get(r);
            PairingPlayer o = pr.kind().hasOpponent() ? request.player(pr.opponent()).orElse(null) : null;
            if (o == null || o.history().size() <= r) {
                out.add(NONE);
                continue;
            }
            int mine = before(p, r);
            int theirs = before(o, r);
            out.add(mine > theirs ? DOWN : mine < theirs ? UP : NONE);
        }
        return out;
    }

    private static int before(PairingPlayer p, int round) {
        int s = 0;
        for (int i = 0; i < round; i++) {
            s += p.history().get(i).points();
        }
        return s;
    }
}
