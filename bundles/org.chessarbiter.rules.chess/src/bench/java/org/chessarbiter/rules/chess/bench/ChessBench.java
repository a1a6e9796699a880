package org.chessarbiter.rules.chess.bench;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.ChessRules;
import org.chessarbiter.rules.chess.fen.Fen;
import org.chessarbiter.rules.chess.pgn.GameReplayer;
import org.chessarbiter.rules.pgn.PgnReader;

/**
 * Benchmark driver run by tools/bench-chess (not a test; prints machine-readable lines):
 * <pre>
 *   perft &lt;depth&gt; &lt;fen&gt; [runs]        -> "perft nodes=N seconds=S"
 *   pgn &lt;file&gt; &lt;threads&gt; [runs]         -> "pgn games=N errors=E seconds=S"
 * </pre>
 * Each figure is the best of {@code runs} (default 3) after one warm-up run of the same work; PGN validation with several threads
 * splits the file at game boundaries and streams each part; the timed work includes reading the file.
 */
public final class ChessBench {
    private ChessBench() {
    }

    public static void main(String[] args) throws Exception {
        switch (args[0]) {
            case "perft" -> perft(Integer.parseInt(args[1]), args[2], runs(args));
            case "pgn" -> pgn(Path.of(args[1]), Integer.parseInt(args[2]), runs(args));
            default -> throw new IllegalArgumentException(args[0]);
        }
    }

    private static int runs(String[] args) {
        return args.length > 3 ? Integer.parseInt(args[3]) : 3;
    }

    private static void perft(int depth, String fen, int runs) {
        ChessPosition p = Fen.parse(fen).value();
        p.perft(depth); // warm-up
        double best = Double.MAX_VALUE;
        long nodes = 0;
        for (int r = 0; r < runs; r++) {
            long t = System.nanoTime();
            nodes = p.perft(depth);
            best = Math.min(best, (System.nanoTime() - t) / 1e9);
        }
        System.out.printf("perft nodes=%d seconds=%.3f%n", nodes, best);
    }

    private static void pgn(Path file, int threads, int runs) throws Exception {
        String warm = Files.readString(file, StandardCharsets.UTF_8);
        validate(List.of(warm.substring(0, Math.min(warm.length(), 300_000)))); // warm-up
        warm = null;
        double best = Double.MAX_VALUE;
        long[] r = null;
        for (int run = 0; run < runs; run++) {
            long t = System.nanoTime();
            String text = Files.readString(file, StandardCharsets.UTF_8);
            r = validate(split(text, threads));
            best = Math.min(best, (System.nanoTime() - t) / 1e9);
        }
        System.out.printf("pgn games=%d errors=%d seconds=%.3f%n", r[0], r[1], best);
    }

    private static long[] validate(List<String> parts) throws Exception {
        AtomicLong games = new AtomicLong();
        AtomicLong errors = new AtomicLong();
        ExecutorService pool = Executors.newFixedThreadPool(parts.size());
        List<Future<?>> fs = new ArrayList<>();
        for (String part : parts) {
            fs.add(pool.submit(() -> {
                try (Reader in = new StringReader(part)) {
                    PgnReader.readAll(in, new GameReplayer(ChessRules.fide2018(), g -> {
                        games.incrementAndGet();
                        if (g.hasErrors()) {
                            errors.incrementAndGet();
                        }
                    }));
                } catch (IOException e) {
                    throw new RuntimeException(e);
                }
            }));
        }
        for (Future<?> f : fs) {
            f.get();
        }
        pool.shutdown();
        return new long[] {games.get(), errors.get()};
    }

    /** Splits PGN text into {@code n} parts at "[Event " lines. */
    private static List<String> split(String text, int n) {
        List<String> parts = new ArrayList<>();
        int start = 0;
        for (int k = 1; k < n; k++) {
            int cut = text.indexOf("\n[Event ", (int) ((long) text.length() * k / n));
            if (cut < 0) {
                break;
            }
            parts.add(text.substring(start, cut + 1));
            start = cut + 1;
        }
        parts.add(text.substring(start));
        return parts;
    }
}
