package org.chessarbiter.tournament.standings;

import org.chessarbiter.rules.Side;
import org.chessarbiter.tournament.core.Cell;
import org.chessarbiter.tournament.core.Points;

/**
 * Counting tie-breaks, FIDE C.07 Art. 5: WIN (rounds scored as a win, played or not: forfeit win,
 * full-point and pairing-allocated byes included), WON (games won over the board), BPG (games
 * played with Black), BWG (games won with Black), GE (games played plus rounds scored as a win
 * without playing). The seeds use two of them: "số ván thắng" and "số ván thắng bằng quân Đen"
 * (Luật cờ Tướng 2004 Điều 21.3; 000 Phụ lục 1). Interpretation: the seeds count games won over the
 * board ("ván thắng", to reward active play, 000 Phụ lục 1), i.e. WON and BWG.
 */
public final class GameCount extends PerPlayerTieBreak {

    /** What is counted. */
    public enum Kind { WIN, WON, BPG, BWG, GE }

    private final Kind kind;

    public GameCount(Kind kind, String code, String article) {
        super(code, article);
        this.kind = kind;
    }

    public static GameCount fide(Kind kind, C07Edition edition) {
        return new GameCount(kind, kind.name(), edition.citation() + " Art. 5 " + kind.name());
    }

    @Override
    protected Points[] computeAll(StandingsContext ctx) {
        Points[] out = new Points[ctx.players()];
        for (int i = 0; i < ctx.players(); i++) {
            int n = 0;
            for (int r = 1; r <= ctx.rounds(); r++) {
                n += counts(ctx, ctx.cell(i, r)) ? 1 : 0;
            }
            out[i] = Points.of(n);
        }
        return out;
    }

    private boolean counts(StandingsContext ctx, Cell c) {
        boolean played = c.outcome().isPlayed() && c.hasOpponent();
        boolean scoredWin = c.points(ctx.scoring()).equals(ctx.scoring().win()) && c.outcome() != org.chessarbiter.tournament.core.Outcome.ANNULLED;
        boolean black = c.colour() == Side.SECOND;
        return switch (kind) {
            case WIN -> scoredWin;
            case WON -> played && c.outcome().isWin();
            case BPG -> played && black;
            case BWG -> played && black && c.outcome().isWin();
            case GE -> played || scoredWin;
        };
    }
}
