package org.chessarbiter.scoresheet.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.chessarbiter.rules.chess.ChessMove;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.ChessRules;
import org.chessarbiter.rules.History;
import org.chessarbiter.rules.chess.san.San;

/**
 * Deterministic benchmark games written as Vietnamese scoresheets: random legal moves (seeded) that keep
 * the game going, move numbers, a clock comment every tenth move, variations of a few moves.
 */
final class BenchGames {
    private static final San VI = San.forLocale(Locale.forLanguageTag("vi"));

    private BenchGames() {
    }

    /** One game of {@code plies} half-moves with {@code variations} variations of {@code variationPlies} each. */
    static String game(long seed, int plies, int variations, int variationPlies) {
        Random random = new Random(seed);
        List<ChessMove> line = new ArrayList<>();
        List<ChessPosition> positions = new ArrayList<>(List.of(ChessPosition.initial()));
        while (line.size() < plies) {
            ChessPosition p = positions.get(positions.size() - 1);
            ChessMove m = pick(random, positions, line);
            if (m == null) {
                break;
            }
            line.add(m);
            positions.add(p.play(m));
        }
        int every = Math.max(1, line.size() / Math.max(1, variations));
        StringBuilder sb = new StringBuilder("[Event \"Bench\"]\n[White \"A\"]\n[Black \"B\"]\n\n");
        for (int i = 0; i < line.size(); i++) {
            ChessPosition p = positions.get(i);
            sb.append(number(p, i == 0 || i % every == 1));
            sb.append(VI.format(p, line.get(i))).append(' ');
            if (i % 10 == 9) {
                sb.append("{[%clk 1:").append(String.format("%02d", 59 - i / 10 % 60)).append(":00]} ");
            }
            if (variations > 0 && i % every == 0 && i > 0 && i / every <= variations) {
                sb.append('(').append(variation(random, positions.subList(0, i + 1), line.subList(0, i), line.get(i),
                        variationPlies)).append(") ");
            }
        }
        return sb.append("*\n\n").toString();
    }

    /** {@code count} games of {@code plies} half-moves each, no variations. */
    static String database(int count, int plies) {
        StringBuilder sb = new StringBuilder();
        for (int g = 0; g < count; g++) {
            sb.append(game(1000 + g, plies, 0, 0));
        }
        return sb.toString();
    }

    private static String variation(Random random, List<ChessPosition> before, List<ChessMove> played, ChessMove main,
            int plies) {
        List<ChessPosition> positions = new ArrayList<>(before);
        List<ChessMove> line = new ArrayList<>(played);
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < plies; k++) {
            ChessPosition p = positions.get(positions.size() - 1);
            ChessMove m = pick(random, positions, line);
            if (m == null || (k == 0 && m.equals(main))) {
                break;
            }
            sb.append(k > 0 ? " " : "").append(number(p, k == 0)).append(VI.format(p, m));
            line.add(m);
            positions.add(p.play(m));
        }
        return sb.toString();
    }

    private static String number(ChessPosition p, boolean always) {
        if (p.turn().ordinal() == 0) {
            return p.fullmoves() + ".";
        }
        return always ? p.fullmoves() + "... " : "";
    }

    /** A random legal move after which the game goes on (no automatic ending). */
    private static ChessMove pick(Random random, List<ChessPosition> positions, List<ChessMove> line) {
        ChessPosition p = positions.get(positions.size() - 1);
        List<ChessMove> moves = new ArrayList<>(p.legalMoves());
        while (!moves.isEmpty()) {
            ChessMove m = moves.remove(random.nextInt(moves.size()));
            List<ChessPosition> ps = new ArrayList<>(positions);
            ps.add(p.play(m));
            List<ChessMove> ms = new ArrayList<>(line);
            ms.add(m);
            if (ChessRules.fide2018().automaticOutcome(new History<>(ps, ms)).isEmpty()) {
                return m;
            }
        }
        return null;
    }
}
