package org.chessarbiter.tournament.core;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;

/**
 * Consistency of a {@link Tournament} value, as located problems (field and index) rather than
 * exceptions: unique start numbers; every pairing and bye names a known player; nobody appears
 * twice in a round; a late entry is not paired before his first round (000 Part 2 Art. 13.7);
 * a withdrawn player plays no game after his withdrawal (000 Part 2 Art. 4; Luật cờ Tướng 2004
 * Điều 21.5: the opponents win those games, which the withdrawal rule writes itself); team
 * members are known players; the scoring keeps FIDE 2018 Art. 10.2.
 */
public final class TournamentCheck {

    private TournamentCheck() {
    }

    public static List<Problem> problems(Tournament t) {
        List<Problem> out = new ArrayList<>(t.scoring().checkFide102());
        Set<Integer> known = new HashSet<>();
        for (int i = 0; i < t.players().size(); i++) {
            if (!known.add(t.players().get(i).startNumber())) {
                out.add(Problems.error(ProblemKind.INCONSISTENT, Location.item("players", i), TournamentCheck.class, "check.duplicateStartNumber", t.players().get(i).startNumber()));
            }
        }
        for (Round r : t.rounds()) {
            Set<Integer> seen = new HashSet<>();
            String field = "rounds[" + r.number() + "].pairings";
            for (int k = 0; k < r.pairings().size(); k++) {
                Pairing p = r.pairings().get(k);
                for (int player : new int[] {p.first(), p.second()}) {
                    checkPlayer(t, r, player, known, seen, Location.item(field, k), out);
                    if (t.withdrawals().stream().anyMatch(w -> w.player() == player && r.number() > w.lastRound())
                            && p.games().stream().anyMatch(g -> g.forFirst().isPlayed())) {
                        out.add(Problems.error(ProblemKind.INCONSISTENT, Location.item(field, k), TournamentCheck.class, "check.playsAfterWithdrawal", player, r.number()));
                    }
                }
            }
            for (int k = 0; k < r.byes().size(); k++) {
                checkPlayer(t, r, r.byes().get(k).player(), known, seen, Location.item("rounds[" + r.number() + "].byes", k), out);
            }
        }
        for (int k = 0; k < t.teams().size(); k++) {
            for (int m : t.teams().get(k).members()) {
                if (!known.contains(m)) {
                    out.add(Problems.error(ProblemKind.INCONSISTENT, Location.item("teams", k), TournamentCheck.class, "check.unknownPlayer", m, 0));
                }
            }
        }
        return out;
    }

    private static void checkPlayer(Tournament t, Round r, int player, Set<Integer> known, Set<Integer> seen, Location where,
            List<Problem> out) {
        if (!known.contains(player)) {
            out.add(Problems.error(ProblemKind.INCONSISTENT, where, TournamentCheck.class, "check.unknownPlayer", player, r.number()));
        }
        if (!seen.add(player)) {
            out.add(Problems.error(ProblemKind.INCONSISTENT, where, TournamentCheck.class, "check.twiceInRound", player, r.number()));
        }
        if (t.lateEntries().stream().anyMatch(e -> e.player() == player && r.number() < e.firstRound())) {
            out.add(Problems.error(ProblemKind.INCONSISTENT, where, TournamentCheck.class, "check.pairedBeforeEntry", player, r.number()));
        }
    }
}
