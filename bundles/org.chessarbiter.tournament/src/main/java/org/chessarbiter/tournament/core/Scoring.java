package org.chessarbiter.tournament.core;

import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;

/**
 * Points for each outcome, in exact arithmetic. {@link #fide()} is FIDE 2018 Art. 10.1 and
 * Luật cờ Tướng 2004 Điều 21.1 (1 / ½ / 0); {@link #twoGameMatchGames()} is the "điểm ván" of
 * Điều 21.2 (2 / 1 / 0). A pairing-allocated bye scores a win (FIDE C.04 A.5 default; TRF26 162
 * may say otherwise); a late entry's missed rounds score nothing (000 Part 2 Art. 13.7).
 */
public record Scoring(Points win, Points draw, Points loss, Points forfeitWin, Points forfeitLoss,
        Points pairingBye, Points halfBye, Points fullBye, Points zeroBye) {

    public static Scoring fide() {
        return of(Points.ONE, Points.HALF, Points.ZERO);
    }

    /** Luật cờ Tướng 2004 Điều 21.2: game points of a two-game match, 2 for a win, 1 for a draw. */
    public static Scoring twoGameMatchGames() {
        return of(Points.of(2), Points.ONE, Points.ZERO);
    }

    /** Win / draw / loss points; forfeits and byes follow them (half-point bye = a draw). */
    public static Scoring of(Points win, Points draw, Points loss) {
        return new Scoring(win, draw, loss, win, loss, win, draw, win, loss);
    }

    public Scoring withPairingBye(Points p) {
        return new Scoring(win, draw, loss, forfeitWin, forfeitLoss, p, halfBye, fullBye, zeroBye);
    }

    public Points points(Outcome o) {
        return switch (o) {
            case WIN, UNRATED_WIN -> win;
            case DRAW, UNRATED_DRAW -> draw;
            case LOSS, UNRATED_LOSS -> loss;
            case FORFEIT_WIN -> forfeitWin;
            case FORFEIT_LOSS -> forfeitLoss;
            case PAIRING_BYE -> pairingBye;
            case HALF_BYE -> halfBye;
            case FULL_BYE -> fullBye;
            case ZERO_BYE -> zeroBye;
            case NOT_PAIRED, PENDING, ANNULLED -> Points.ZERO;
        };
    }

    /**
     * FIDE 2018 Art. 10.2: the total of a game never exceeds the normal maximum, and each player
     * scores a normal game score (no 3/4 - 1/4). Checked on the scoring table: a draw scores
     * exactly between loss and win, forfeits score at most a win, and no points are negative.
     * Returns problems located at the offending field.
     */
    public List<Problem> checkFide102() {
        List<Problem> problems = new ArrayList<>();
        if (draw.times(2).compareTo(win.plus(loss)) != 0) {
            problems.add(Problems.error(ProblemKind.ILLEGAL, Location.UNKNOWN.inField("scoring.draw"), Scoring.class, "scoring.drawNotHalf", draw, win, loss));
        }
        Points[] all = {win, draw, loss, forfeitWin, forfeitLoss, pairingBye, halfBye, fullBye, zeroBye};
        String[] names = {"win", "draw", "loss", "forfeitWin", "forfeitLoss", "pairingBye", "halfBye", "fullBye", "zeroBye"};
        for (int i = 0; i < all.length; i++) {
            if (all[i].compareTo(win) > 0) {
                problems.add(Problems.error(ProblemKind.ILLEGAL, Location.UNKNOWN.inField("scoring." + names[i]), Scoring.class, "scoring.aboveMaximum", all[i], win));
            }
            if (all[i].compareTo(Points.ZERO) < 0) {
                problems.add(Problems.error(ProblemKind.ILLEGAL, Location.UNKNOWN.inField("scoring." + names[i]), Scoring.class, "scoring.negative", all[i]));
            }
        }
        return problems;
    }
}
