package org.chessarbiter.pairing.check;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.PairingSystem;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.TournamentRecord;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;

/**
 * Re-pairs every round of a tournament with a pairing system and reports each difference from the
 * recorded pairing: boards (players and colours) and the pairing-allocated bye. Each round is
 * paired from the recorded results of the rounds before it, so one difference does not spread.
 */
public final class PairingChecker {

    private final PairingSystem system;

    public PairingChecker(PairingSystem system) {
        this.system = system;
    }

    /** @return the report for rounds 1..roundsPlayed */
    public CheckReport check(TournamentRecord t) {
        List<Difference> all = new ArrayList<>();
        int agreeing = 0;
        int rounds = t.roundsPlayed();
        for (int round = 1; round <= rounds; round++) {
            List<Difference> d = checkRound(t, round);
            if (d.isEmpty()) {
                agreeing++;
            }
            all.addAll(d);
        }
        return new CheckReport(rounds, agreeing, all);
    }

    /** @return the differences of one round (empty when it agrees) */
    public List<Difference> checkRound(TournamentRecord t, int round) {
        PairingOutcome out = system.pair(t.requestFor(round));
        if (out instanceof PairingOutcome.Failed f) {
            return List.of(new Difference(round, Difference.Kind.ENGINE_ERROR, message("check.engineError", why(f.errors()))));
        }
        RoundPairing p = out.orThrow();
        List<Difference> d = new ArrayList<>();
        Set<String> recorded = keys(t.recordedBoards(round));
        Set<String> engine = keys(p.boards());
        for (String b : recorded) {
            if (!engine.contains(b)) {
                d.add(new Difference(round, Difference.Kind.ONLY_RECORDED, message("check.onlyRecorded", b)));
            }
        }
        for (String b : engine) {
            if (!recorded.contains(b)) {
                d.add(new Difference(round, Difference.Kind.ONLY_ENGINE, message("check.onlyEngine", b)));
            }
        }
        int recordedBye = t.recordedPairingBye(round);
        int engineBye = p.pairingBye().orElse(0);
        if (recordedBye != engineBye) {
            d.add(new Difference(round, Difference.Kind.BYE, message("check.bye", recordedBye, engineBye)));
        }
        return d;
    }

    /** The engine's problems, each where then what, separated by semicolons; in the locale they are shown in. */
    private static Message why(List<Problem> problems) {
        Message why = problems.get(0).line();
        for (Problem p : problems.subList(1, problems.size())) {
            why = message("check.engineErrors", why, p.line());
        }
        return why;
    }

    private static Message message(String key, Object... args) {
        return Message.of(PairingSystem.class, key, args);
    }

    private static Set<String> keys(List<Board> boards) {
        Set<String> s = new HashSet<>();
        for (Board b : boards) {
            s.add(b.white() + "-" + b.black());
        }
        return s;
    }
}
