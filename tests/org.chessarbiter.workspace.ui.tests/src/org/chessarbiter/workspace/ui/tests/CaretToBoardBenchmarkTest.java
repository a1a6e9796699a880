package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;

import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.game.GameKind;
import org.chessarbiter.rules.game.GameReplay;
import org.chessarbiter.rules.game.WrittenLine;
import org.chessarbiter.rules.game.WrittenNode;
import org.chessarbiter.rules.notation.MoveNotation;
import org.chessarbiter.workspace.ui.MovesView;
import org.chessarbiter.workspace.ui.board.BoardState;
import org.chessarbiter.workspace.ui.board.GameCursor;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.Test;

/**
 * The benchmark of issue 18: a caret move in the scoresheet editor until the board is painted, on a 300-ply game
 * with 50 variations (target under 30 ms). Each sample, from an idle workbench, puts the caret after a move (main
 * line and variations in turn), runs the event loop until the board shows that place and paints the canvas at once;
 * the place found and the board state made from it (no widget) are measured apart. Median and 95th percentile are printed;
 * a measurement, not an assertion (the assertions check that the board went where the caret was).
 */
class CaretToBoardBenchmarkTest extends BoardViewFixture {

    private static final int WARMUP = 20;
    private static final int SAMPLES = 120;

    @Test
    void caretMoveToBoardPaintedOnA300PlyGameWith50Variations() throws Exception {
        String text = BenchmarkGame.chess(300, 50, 4, 18L);
        ITextEditor editor = open("van-300.bienban", text);
        caret(editor, text.indexOf("1."), c -> true, "the game read");
        GameReplay<?, ?> replay = view.cursor().orElseThrow().replay();
        List<WrittenNode> nodes = new ArrayList<>();
        collect(replay.game().main(), nodes);
        assertEquals(300 + 50 * 4, nodes.size(), "300 plies and 50 variations of 4 plies each");
        assertTrue(nodes.stream().allMatch(n -> replay.move(n).isPresent()), "every move is legal");
        Collections.shuffle(nodes, new Random(7));

        IViewPart moves = page.findView(MovesView.ID);
        assertNotNull(moves, "the move list is open beside the board, as the perspective lays it out");
        List<Double> placeAndState = new ArrayList<>();
        List<Double> withMoves = measure(editor, nodes, replay, placeAndState);
        screenshot("board-benchmark-300-plies");
        page.hideView(moves);
        List<Double> boardOnly = measure(editor, nodes, replay, new ArrayList<>());
        System.out.println(report("caret move -> board painted, move list open (300 plies, 50 variations)", withMoves));
        System.out.println(report("caret move -> board painted, board alone (300 plies, 50 variations)", boardOnly));
        System.out.println(report("  of which: place at the caret + board state (no widget)", placeAndState));
    }

    /** The samples of one run: the caret put after each move in turn, until the board is painted there. */
    private List<Double> measure(ITextEditor editor, List<WrittenNode> nodes, GameReplay<?, ?> replay,
            List<Double> placeAndState) {
        List<Double> endToEnd = new ArrayList<>();
        Display display = Display.getCurrent();
        for (int i = 0; i < WARMUP + SAMPLES; i++) {
            WrittenNode node = nodes.get(i % nodes.size());
            int offset = node.move().end();
            // each caret move starts from an idle workbench, as a user's does: what the last one left to do (the
            // editor's and the other views' following) is done before, not counted in the next sample
            while (display.readAndDispatch()) {
                // drain
            }
            long t0 = System.nanoTime();
            editor.selectAndReveal(offset, 0);
            long deadline = System.currentTimeMillis() + 60_000;
            while (!view.cursor().filter(c -> c.node() == node).isPresent()) {
                if (System.currentTimeMillis() > deadline) {
                    throw new AssertionError("the board did not follow the caret to " + node.move().text());
                }
                if (!display.readAndDispatch()) {
                    Thread.onSpinWait();
                }
            }
            view.canvas().update();
            long t1 = System.nanoTime();
            GameCursor<?, ?> cursor = GameCursor.at(replay, offset);
            BoardState.of(cursor).orElseThrow();
            long t2 = System.nanoTime();
            if (i >= WARMUP) {
                endToEnd.add((t1 - t0) / 1e6);
                placeAndState.add((t2 - t1) / 1e6);
            }
        }
        return endToEnd;
    }

    static String report(String what, List<Double> millis) {
        List<Double> sorted = new ArrayList<>(millis);
        Collections.sort(sorted);
        double median = sorted.get(sorted.size() / 2);
        double p95 = sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(sorted.size() * 0.95) - 1));
        return String.format(Locale.ROOT, "BENCH %s: median %.2f ms, p95 %.2f ms, max %.2f ms (%d samples)", what, median,
                p95, sorted.get(sorted.size() - 1), sorted.size());
    }

    private static void collect(WrittenLine line, List<WrittenNode> into) {
        for (WrittenNode node : line.nodes()) {
            into.add(node);
            node.variations().forEach(v -> collect(v, into));
        }
    }

    /** A deterministic game of random legal moves with variations, written in the scoresheet notation of its kind. */
    static final class BenchmarkGame {

        private BenchmarkGame() {
        }

        static String chess(int plies, int variations, int variationPlies, long seed) {
            GameReplay<?, ?> empty = GameCursorTest.replay("1. e4 *\n");
            for (long s = seed;; s++) {
                String game = write(empty.kind(), plies, variations, variationPlies, new Random(s));
                if (game != null) {
                    return game;
                }
            }
        }

        private static <P extends Position<P, M>, M extends Move> String write(GameKind<P, M> kind, int plies,
                int variations, int variationPlies, Random random) {
            MoveNotation<P, M> notation = kind.scoresheetNotation();
            List<P> positions = new ArrayList<>(List.of(kind.start(null).value()));
            List<M> line = new ArrayList<>();
            while (line.size() < plies) {
                M move = pick(kind, positions, null, random);
                if (move == null) {
                    return null;
                }
                line.add(move);
                positions.add(positions.get(positions.size() - 1).play(move));
            }
            int every = plies / variations;
            StringBuilder sb = new StringBuilder("[Event \"Benchmark\"]\n[White \"A\"]\n[Black \"B\"]\n\n");
            boolean resume = true;
            for (int i = 0; i < plies; i++) {
                P before = positions.get(i);
                sb.append(number(kind, before, resume)).append(notation.format(before, line.get(i))).append(' ');
                resume = false;
                if (i % every == every - 1) {
                    String variation = variation(kind, notation, positions.subList(0, i + 1), line.get(i), variationPlies,
                            random);
                    if (variation == null) {
                        return null;
                    }
                    sb.append('(').append(variation).append(") ");
                    resume = true;
                }
                if (i % 12 == 11) {
                    sb.append('\n');
                }
            }
            return sb.append("*\n").toString();
        }

        private static <P extends Position<P, M>, M extends Move> String variation(GameKind<P, M> kind,
                MoveNotation<P, M> notation, List<P> before, M replaced, int plies, Random random) {
            StringBuilder sb = new StringBuilder();
            List<P> positions = new ArrayList<>(before);
            for (int k = 0; k < plies; k++) {
                P p = positions.get(positions.size() - 1);
                M move = pick(kind, positions, k == 0 ? replaced : null, random);
                if (move == null) {
                    return null;
                }
                sb.append(k > 0 ? " " : "").append(number(kind, p, k == 0)).append(notation.format(p, move));
                positions.add(p.play(move));
            }
            return sb.toString();
        }

        /** A random legal move (not {@code except}) after which the game goes on: no automatic ending can be near. */
        private static <P extends Position<P, M>, M extends Move> M pick(GameKind<P, M> kind, List<P> positions, M except,
                Random random) {
            List<M> legal = new ArrayList<>(positions.get(positions.size() - 1).legalMoves());
            legal.remove(except);
            Collections.shuffle(legal, random);
            for (M move : legal) {
                List<P> next = new ArrayList<>(positions);
                next.add(positions.get(positions.size() - 1).play(move));
                if (!next.get(next.size() - 1).legalMoves().isEmpty() && !kind.endPossible(next)) {
                    return move;
                }
            }
            return null;
        }

        /** The move number before a move: always for the first side, for the second where a line starts or resumes. */
        private static <P extends Position<P, M>, M extends Move> String number(GameKind<P, M> kind, P p, boolean resume) {
            if (p.turn() == Side.FIRST) {
                return kind.moveNumber(p) + ". ";
            }
            return resume ? kind.moveNumber(p) + "... " : "";
        }
    }
}
