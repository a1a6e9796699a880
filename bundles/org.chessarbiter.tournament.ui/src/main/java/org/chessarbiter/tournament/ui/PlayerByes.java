package org.chessarbiter.tournament.ui;

import java.util.HashMap;
import java.util.Map;
import org.chessarbiter.tournament.model.ByeKind;
import org.chessarbiter.tournament.model.Pairing;
import org.chessarbiter.tournament.model.Player;
import org.chessarbiter.tournament.model.Round;
import org.chessarbiter.tournament.model.Tournament;
import org.chessarbiter.tournament.ui.internal.Messages;
import org.eclipse.osgi.util.NLS;

/**
 * The byes the players asked for and their absences, round by round, as the Players table shows them at a glance:
 * {@code 3: ½, 5: 0, 7: absent}: the round, then the points the bye gives (half-point, zero-point, full-point bye) or
 * "absent". The pairing-allocated bye is the pairing's, not asked for, and is not shown; nor are the rounds before
 * a late entry (the Entered column). Read in one pass over the rounds for every player at once: a row of the table
 * never goes through the rounds' boards again (2,000 players, 11 rounds: 11,000 boards a row).
 */
final class PlayerByes {

    private final Map<Player, String> texts = new HashMap<>();

    private PlayerByes() {
    }

    /** The byes and absences of every player of {@code t}. */
    static PlayerByes of(Tournament t) {
        PlayerByes byes = new PlayerByes();
        for (Round r : t.getRounds()) {
            for (Pairing pairing : r.getPairings()) {
                Player p = pairing.getFirst();
                if (p == null || pairing.getSecond() != null || r.getNumber() < p.getFirstRound()) {
                    continue; // a game; or a round before a late entry: the Entered column says them
                }
                String kind = kind(pairing.getBye());
                if (!kind.isEmpty()) {
                    byes.texts.merge(p, NLS.bind(Messages.Players_byeInRound, r.getNumber(), kind), (a, b) -> a + ", " + b);
                }
            }
        }
        return byes;
    }

    /** The byes and absences of {@code p}, empty when none. */
    String textOf(Player p) {
        return texts.getOrDefault(p, "");
    }

    /** The byes and absences of one player (the whole tournament read for him: the table reads them {@link #of} all). */
    static String text(Player p) {
        return p.eContainer() instanceof Tournament t ? of(t).textOf(p) : "";
    }

    private static String kind(ByeKind kind) {
        return switch (kind) {
            case HALF_POINT -> "\u00bd";
            case ZERO_POINT -> "0";
            case FULL_POINT -> "1";
            case ABSENT -> Messages.Players_byeAbsent;
            case NONE, PAIRING_ALLOCATED -> "";
        };
    }
}
