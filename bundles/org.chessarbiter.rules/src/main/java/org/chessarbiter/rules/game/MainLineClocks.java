package org.chessarbiter.rules.game;

import java.util.List;

import org.chessarbiter.rules.clock.IncidentText;

/**
 * The clock commands of a game's main line, read from its comments in one pass for the two checks that use them
 * ({@link IncidentCheck}, {@link ClockCheck}) instead of a pass each: for each move played, its first
 * {@code [%clk]} and first {@code [%emt]} ({@link ClockReadings}) and the last of its comments that holds one; and
 * whether a comment of the line (those before its first move too) opens a command as an incident command does
 * ({@code [%i}), the only comments the incident log is looked for in ({@link IncidentText#hasCommand}).
 */
final class MainLineClocks {
    private final long[] clk;
    private final long[] emt;
    /** The last comment of each move holding a clock command, or null. */
    private final Token[] at;
    private final boolean incidentCandidates;

    private MainLineClocks(List<WrittenNode> line, boolean leadingCandidates) {
        int plies = line.size();
        clk = new long[plies];
        emt = new long[plies];
        at = new Token[plies];
        boolean candidates = leadingCandidates;
        long[] readings = new long[2];
        for (int i = 0; i < plies; i++) {
            long c = -1; // the first reading of each kind, -1 while none was read (a reading is never negative)
            long e = -1;
            List<Token> comments = line.get(i).comments();
            for (int k = 0; k < comments.size(); k++) {
                Token comment = comments.get(k);
                int found = ClockReadings.commands(comment.text(), readings);
                if ((found & ClockReadings.READING) != 0) {
                    at[i] = comment;
                    c = c >= 0 ? c : readings[0];
                    e = e >= 0 ? e : readings[1];
                }
                candidates |= (found & ClockReadings.INCIDENT) != 0;
            }
            clk[i] = c;
            emt[i] = e;
        }
        this.incidentCandidates = candidates;
    }

    /** The clock commands of the main line of {@code replay} as replayed (its moves played). */
    static MainLineClocks of(GameReplay<?, ?> replay) {
        boolean leading = false;
        long[] readings = new long[2];
        for (Token c : replay.game().main().leadingComments()) {
            leading |= (ClockReadings.commands(c.text(), readings) & ClockReadings.INCIDENT) != 0;
        }
        return new MainLineClocks(replay.mainLineNodes(), leading);
    }

    /** The first {@code [%clk]} after move {@code ply} (0 the first move) in milliseconds, -1 when none. */
    long clk(int ply) {
        return clk[ply];
    }

    /** The first {@code [%emt]} after move {@code ply} in milliseconds, -1 when none. */
    long emt(int ply) {
        return emt[ply];
    }

    /** The last comment after move {@code ply} holding a clock command, null when none does. */
    Token readingAt(int ply) {
        return at[ply];
    }

    /** Whether a comment of the line opens a command as an incident command does (a log may be there). */
    boolean incidentCandidates() {
        return incidentCandidates;
    }
}
