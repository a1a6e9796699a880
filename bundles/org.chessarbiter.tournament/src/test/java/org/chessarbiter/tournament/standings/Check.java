package org.chessarbiter.tournament.standings;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.chessarbiter.tournament.core.Points;

/** Assertion helpers: values of a tie-break for players A, B, C ... as decimal strings. */
final class Check {

    private Check() {
    }

    static void values(StandingsContext ctx, TieBreak tb, String... expected) {
        int[] all = new int[ctx.players()];
        for (int i = 0; i < all.length; i++) {
            all[i] = i;
        }
        Points[] v = tb.values(ctx, all);
        StringBuilder got = new StringBuilder();
        StringBuilder want = new StringBuilder();
        for (int i = 0; i < expected.length; i++) {
            want.append((char) ('A' + i)).append('=').append(Points.parse(expected[i])).append(' ');
            got.append((char) ('A' + i)).append('=').append(v[i]).append(' ');
        }
        assertEquals(want.toString(), got.toString(), tb.code());
    }

    static void scores(StandingsContext ctx, String... expected) {
        StringBuilder got = new StringBuilder();
        StringBuilder want = new StringBuilder();
        for (int i = 0; i < expected.length; i++) {
            want.append((char) ('A' + i)).append('=').append(Points.parse(expected[i])).append(' ');
            got.append((char) ('A' + i)).append('=').append(ctx.score(i)).append(' ');
        }
        assertEquals(want.toString(), got.toString());
    }

    /** The standings order as letters, e.g. "BACD". */
    static String order(List<StandingRow> rows) {
        StringBuilder b = new StringBuilder();
        for (StandingRow r : rows) {
            b.append((char) ('A' + r.startNumber() - 1));
        }
        return b.toString();
    }

    static TieBreak tb(String code, C07Edition edition) {
        return TieBreakSets.parse(code, edition, 0).toOptional().orElseThrow();
    }
}
