package org.chessarbiter.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.PairingSystem;
import org.chessarbiter.pairing.trf.PairingTournament;
import org.chessarbiter.pairing.trf.TrfPairingReader;

/** TRF texts for the pairing tests: a field before round 1, results entered into a paired round, rounds read back. */
final class TrfFiles {

    /** The 0-based column of round 1's cell (opponent, colour, result: 10 characters a round). */
    private static final int FIRST_CELL = 89;

    private TrfFiles() {
    }

    /** {@code players} players rated from 2400 down, no round played, {@code rounds} rounds planned. */
    static String field(int players, int rounds) {
        StringBuilder b = new StringBuilder("012 Pairing systems\n");
        for (int n = 1; n <= players; n++) {
            b.append(String.format(Locale.ROOT, "001 %4d  %3s %-33s %4d%28s%4.1f %4d\n", n, "", "Player " + n, 2400 - 10 * n, "",
                    0.0, n));
        }
        return b.append("XXR ").append(rounds).append('\n').toString();
    }

    /** {@code teams} teams of {@code boards} players (team t: start numbers (t-1)·boards+1 ..), as 013 lines. */
    static String withTeams(String trf, int teams, int boards) {
        StringBuilder b = new StringBuilder(trf);
        for (int t = 1; t <= teams; t++) {
            b.append(String.format(Locale.ROOT, "013 %-32s", "Team " + (char) ('A' + t - 1)));
            for (int k = 1; k <= boards; k++) {
                b.append(String.format(Locale.ROOT, "%5d", (t - 1) * boards + k));
            }
            b.append('\n');
        }
        return b.toString();
    }

    /**
     * The file with a result on every board of round {@code round}: {@code white} for White ('1', '=',
     * '0'), the opposite for Black; the points column recomputed from every round.
     */
    static String played(String trf, int round, char white) {
        return played(trf, round, white, p -> true);
    }

    /** {@link #played(String, int, char)} for the boards of the players {@code who} accepts only. */
    static String played(String trf, int round, char white, java.util.function.IntPredicate who) {
        char black = white == '1' ? '0' : white == '0' ? '1' : '=';
        List<String> out = new ArrayList<>();
        for (String line : trf.split("\r\n|\r|\n")) {
            if (!line.startsWith("001")) {
                out.add(line);
                continue;
            }
            StringBuilder l = new StringBuilder(line);
            int cell = FIRST_CELL + 10 * (round - 1);
            if (l.length() > cell + 7) {
                while (l.length() < cell + 10) {
                    l.append(' ');
                }
                char colour = l.charAt(cell + 7);
                if ((colour == 'w' || colour == 'b') && who.test(Integer.parseInt(line.substring(4, 8).trim()))) {
                    l.setCharAt(cell + 9, colour == 'w' ? white : black);
                }
            }
            int tenths = 0;
            for (int at = FIRST_CELL; at + 10 <= l.length(); at += 10) {
                char r = l.charAt(at + 9);
                tenths += "1+WUF".indexOf(r) >= 0 ? 10 : "=DH".indexOf(r) >= 0 ? 5 : 0;
            }
            l.replace(80, 84, String.format(Locale.ROOT, "%4.1f", tenths / 10.0));
            out.add(l.toString());
        }
        return String.join("\n", out) + "\n";
    }

    /** Round {@code round} of a file: "white-black" boards and "U:id" for the pairing-allocated bye, sorted. */
    static List<String> boards(String trf, int round) {
        PairingTournament t = TrfPairingReader.read(trf).value();
        List<String> out = new ArrayList<>();
        t.record().recordedBoards(round).forEach(b -> out.add(b.white() + "-" + b.black()));
        int bye = t.record().recordedPairingBye(round);
        if (bye != 0) {
            out.add("U:" + bye);
        }
        out.sort(null);
        return out;
    }

    /** The next round of a file as the library's {@code system} pairs it, in the form of {@link #boards}. */
    static List<String> library(String trf, PairingSystem system) {
        PairingTournament t = TrfPairingReader.read(trf).value();
        PairingOutcome out = system.pair(t.requestFor(t.nextRound()));
        List<String> boards = new ArrayList<>();
        out.orThrow().boards().forEach(b -> boards.add(b.white() + "-" + b.black()));
        out.orThrow().pairingBye().ifPresent(p -> boards.add("U:" + p));
        boards.sort(null);
        return boards;
    }
}
