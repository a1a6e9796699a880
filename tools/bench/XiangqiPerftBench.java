import org.chessarbiter.rules.xiangqi.Board;
import org.chessarbiter.rules.xiangqi.Perft;
import org.chessarbiter.rules.xiangqi.fen.XiangqiFen;

/** Perft of one FEN to one depth, best of N runs: prints "nodes seconds". Used by tools/bench-xiangqi. */
public final class XiangqiPerftBench {
    public static void main(String[] args) {
        String fen = args[0];
        int depth = Integer.parseInt(args[1]);
        int runs = args.length > 2 ? Integer.parseInt(args[2]) : 2;
        Board board = XiangqiFen.parse(fen).value().toBoard();
        double best = Double.MAX_VALUE;
        long nodes = 0;
        for (int r = 0; r < runs; r++) {
            long t = System.nanoTime();
            nodes = Perft.perft(board, depth);
            best = Math.min(best, (System.nanoTime() - t) / 1e9);
        }
        System.out.println(nodes + " " + best);
    }
}
