package org.chessarbiter.pairing.systems;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.chessarbiter.pairing.PairingPlayer;
import org.chessarbiter.pairing.PastRound;
import org.chessarbiter.pairing.RoundKind;

/** What the Swiss systems read from a player's past rounds besides colours: whom he met, whether he had the bye. */
public final class Meetings {

    private Meetings() {
    }

    /** @return everyone {@code p} met, over the board or by forfeit (Art. 12 / 14.4.1: never twice) */
    public static Set<Integer> opponents(PairingPlayer p) {
        Set<Integer> met = new HashSet<>();
        for (PastRound r : p.history()) {
            if (r.kind().hasOpponent()) {
                met.add(r.opponent());
            }
        }
        return met;
    }

    /** @return true when {@code p} already had the point without an opponent given by the pairing (13.2) */
    public static boolean hadPairingBye(PairingPlayer p) {
        return p.history().stream().anyMatch(r -> r.kind() == RoundKind.PAIRING_BYE);
    }

    /** @return a copy of {@code list} without the element {@code x} (compared by identity) */
    public static <T> List<T> without(List<T> list, T x) {
        List<T> out = new java.util.ArrayList<>(list.size());
        for (T t : list) {
            if (t != x) {
                out.add(t);
            }
        }
        return out;
    }
}
