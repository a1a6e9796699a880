package org.chessarbiter.pairing.dutch;

import java.util.HashSet;
import java.util.Set;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.ByeKind;
import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.RoundPairing;

/** Re-pairs every round of a reference-generated tournament and reports the first difference. */
final class ReferenceReplay {

    private ReferenceReplay() {
    }

    static Set<String> boards(RoundPairing p) {
        Set<String> out = new HashSet<>();
        for (Board b : p.boards()) {
            out.add(b.white() + "-" + b.black());
        }
        p.byes().stream().filter(b -> b.kind() == ByeKind.PAIRING_ALLOCATED).forEach(b -> out.add("bye-" + b.player()));
        return out;
    }

    /** @return null when every round agrees, else a description of the first round that differs */
    static String firstDifference(MiniTrf trf) {
        DutchSystem dutch = new DutchSystem();
        for (int round = 1; round <= trf.rounds; round++) {
            PairingOutcome out = dutch.pair(trf.request(round));
            Set<String> expected = trf.actual(round);
            if (!(out instanceof PairingOutcome.Paired paired)) {
                return "round " + round + ": " + out;
            }
            Set<String> mine = boards(paired.pairing());
            if (!mine.equals(expected)) {
                Set<String> missing = new HashSet<>(expected);
                missing.removeAll(mine);
                Set<String> extra = new HashSet<>(mine);
                extra.removeAll(expected);
                return "round " + round + ": reference has " + missing + ", engine has " + extra;
            }
        }
        return null;
    }
}
