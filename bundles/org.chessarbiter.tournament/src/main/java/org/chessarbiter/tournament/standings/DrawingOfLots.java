package org.chessarbiter.tournament.standings;

import java.util.SplittableRandom;
import org.chessarbiter.tournament.core.Points;

/**
 * Drawing of lots, the last resort (Luật cờ Tướng 2004 Điều 21.3 "bốc thăm may rủi"; 000 Phụ lục 1;
 * FIDE C.07 Art. 4.2). The draw is a permutation of the players made from a recorded seed, so
 * publishing the seed makes the draw reproducible and checkable.
 */
public final class DrawingOfLots extends PerPlayerTieBreak {

    private final long seed;

    public DrawingOfLots(long seed) {
        super("LOT/" + seed, "Luật cờ Tướng 2004 Điều 21.3; 000 Phụ lục 1; FIDE C.07 Art. 4.2", "tb.LOT");
        this.seed = seed;
    }

    public long seed() {
        return seed;
    }

    @Override
    protected Points[] computeAll(StandingsContext ctx) {
        int n = ctx.players();
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        Points[] out = new Points[n];
        for (int k = 0; k < n; k++) {
            out[order[k]] = Points.of(n - k);
        }
        return out;
    }
}
