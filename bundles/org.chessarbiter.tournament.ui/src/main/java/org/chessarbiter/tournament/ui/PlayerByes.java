package org.chessarbiter.tournament.ui;

import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.tournament.model.ByeKind;
import org.chessarbiter.tournament.model.Pairing;
import org.chessarbiter.tournament.model.Player;
import org.chessarbiter.tournament.model.Round;
import org.chessarbiter.tournament.model.Tournament;
import org.chessarbiter.tournament.ui.internal.Messages;
import org.eclipse.osgi.util.NLS;

/**
 * The byes a player asked for and his absences, round by round, as the Players table shows them at a glance:
 * {@code 3: ½, 5: 0, 7: absent}: the round, then the points the bye gives (half-point, zero-point, full-point bye) or
 * "absent". The pairing-allocated bye is the pairing's, not asked for, and is not shown; nor are the rounds before
 * a late entry (the Entered column).
 */
final class PlayerByes {

    private PlayerByes() {
    }

    static String text(Player p) {
        if (!(p.eContainer() instanceof Tournament t)) {
            return "";
        }
        List<String> byes = new ArrayList<>();
        for (Round r : t.getRounds()) {
            if (r.getNumber() < p.getFirstRound()) {
                continue; // the rounds before a late entry: the Entered column says them
            }
            for (Pairing pairing : r.getPairings()) {
                if (pairing.getFirst() == p && pairing.getSecond() == null) {
                    String kind = kind(pairing.getBye());
                    if (!kind.isEmpty()) {
                        byes.add(NLS.bind(Messages.Players_byeInRound, r.getNumber(), kind));
                    }
                }
            }
        }
        return String.join(", ", byes);
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
