package org.chessarbiter.tournament.standings;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.chessarbiter.tournament.core.Points;

/**
 * FIDE C.07 Art. 5 Buchholz (BH: the sum of the opponents' scores), Fore Buchholz (FB: BH with
 * every last-round game counted as a draw) and Sonneborn-Berger (SB: the
 * sum of each opponent's score times the points scored against him), with the modifiers Cut-n
 * (drop the n least significant contributions: voluntary unplayed rounds first, then the lowest
 * opponent scores) and Median-n (drop the n least and the n most significant), and the unplayed
 * rounds of Art. 16 ({@link UnplayedRounds}).
 * Interpretation for SB/Cn: the contribution cut is chosen by the opponent's score (as for BH),
 * ties by the lower SB value; the tie-break server differs when voluntary unplayed rounds are cut.
 */
public final class OpponentScoreTieBreak extends PerPlayerTieBreak {

    /** Which sum. */
    public enum Kind { BH, SB, FB }

    /** Least significant first: voluntary unplayed rounds, then the lowest opponent score, then the lowest SB value. */
    private static final Comparator<UnplayedRounds.Contribution> LOW = Comparator
            .comparing((UnplayedRounds.Contribution c) -> !c.voluntary())
            .thenComparing(UnplayedRounds.Contribution::opponentScore).thenComparing(UnplayedRounds.Contribution::sbValue);
    /** Most significant last: the highest opponent score, then the highest SB value. */
    private static final Comparator<UnplayedRounds.Contribution> HIGH = Comparator
            .comparing(UnplayedRounds.Contribution::opponentScore).thenComparing(UnplayedRounds.Contribution::sbValue);

    private final Kind kind;
    private final int cutLow;
    private final int cutHigh;
    private final C07Edition edition;

    public OpponentScoreTieBreak(Kind kind, int cutLow, int cutHigh, C07Edition edition) {
        super(code(kind, cutLow, cutHigh), edition.citation() + " Art. 5 " + code(kind, cutLow, cutHigh) + ", Art. 16", "tb." + kind.name());
        this.kind = kind;
        this.cutLow = cutLow;
        this.cutHigh = cutHigh;
        this.edition = edition;
    }

    private static String code(Kind kind, int cutLow, int cutHigh) {
        String base = kind.name();
        if (cutHigh > 0) {
            return base + "/M" + cutHigh;
        }
        return cutLow > 0 ? base + "/C" + cutLow : base;
    }

    @Override
    protected Points[] computeAll(StandingsContext ctx) {
        Points[] out = new Points[ctx.players()];
        List<List<UnplayedRounds.Contribution>> all = UnplayedRounds.contributions(ctx, edition, kind == Kind.FB);
        for (int i = 0; i < ctx.players(); i++) {
            List<UnplayedRounds.Contribution> cs = cutLow + cutHigh == 0 ? all.get(i) : new ArrayList<>(all.get(i));
            for (int k = 0; k < cutLow && !cs.isEmpty(); k++) {
                cs.remove(java.util.Collections.min(cs, LOW));
            }
            for (int k = 0; k < cutHigh && !cs.isEmpty(); k++) {
                cs.remove(java.util.Collections.max(cs, HIGH));
            }
            Points sum = Points.ZERO;
            for (UnplayedRounds.Contribution c : cs) {
                sum = sum.plus(kind == Kind.SB ? c.sbValue() : c.opponentScore());
            }
            out[i] = sum;
        }
        return out;
    }
}
