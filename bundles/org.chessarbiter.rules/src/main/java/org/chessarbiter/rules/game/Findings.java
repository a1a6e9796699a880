package org.chessarbiter.rules.game;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.Severity;
import org.chessarbiter.rules.notation.MoveNotation;

/** Making {@link Finding}s: messages of this package's bundle, located at tokens. */
final class Findings {
    /** How many near candidates an illegal or unreadable move lists at most. */
    static final int MAX_NEAR = 5;
    /** The largest edit distance for a legal move to count as near a written one. */
    static final int MAX_DISTANCE = 2;

    private Findings() {
    }

    static Message message(String key, Object... args) {
        return Message.of(Findings.class, key, args);
    }

    static Finding error(CheckCost cost, String code, ProblemKind kind, Token at, Message m, List<String> data) {
        return new Finding(code, new Problem(kind, Severity.ERROR, m, at.location(), List.of()), false, data, cost);
    }

    static Finding warning(CheckCost cost, String code, ProblemKind kind, Token at, Message m, List<String> data) {
        return new Finding(code, new Problem(kind, Severity.WARNING, m, at.location(), List.of()), false, data, cost);
    }

    static Finding info(CheckCost cost, String code, Token at, Message m) {
        return new Finding(code, new Problem(ProblemKind.INCONSISTENT, Severity.WARNING, m, at.location(), List.of()), true,
                List.of(), cost);
    }

    /**
     * The legal moves of {@code position} written in {@code notation} that are nearest to {@code written}
     * (edit distance at most {@link #MAX_DISTANCE}, at most {@link #MAX_NEAR}, nearest first): what the
     * writer most likely meant, for the quick fix "pick one of the legal candidates".
     */
    static <P extends Position<P, M>, M extends Move> List<String> nearLegalMoves(P position, String written,
            MoveNotation<P, M> notation) {
        record Near(String text, int distance) {
        }
        List<Near> near = new ArrayList<>();
        for (M m : position.legalMoves()) {
            String text = notation.format(position, m);
            int d = distance(strip(written), strip(text));
            if (d <= MAX_DISTANCE) {
                near.add(new Near(text, d));
            }
        }
        return near.stream().sorted(Comparator.comparingInt(Near::distance)).limit(MAX_NEAR).map(Near::text).toList();
    }

    /** Check and capture signs do not count when comparing moves. */
    private static String strip(String s) {
        return s.replaceAll("[+#x:!?]", "");
    }

    /** Levenshtein distance. */
    static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
