package org.chessarbiter.engine.uci;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chessarbiter.engine.Score;

/**
 * One {@code info} line of a UCI engine, the fields the board view shows: depth, score (exact, not a
 * bound), nodes, time and the principal variation as the engine wrote its moves.
 *
 * @param depth the depth, 0 when not given
 * @param score the score, null when not given or only a bound
 * @param nodes the nodes, 0 when not given
 * @param millis the time, 0 when not given
 * @param multipv the line number of a multi-PV search, 1 when not given
 * @param pv the moves of the principal variation, empty when not given
 */
public record UciInfo(int depth, Score score, long nodes, long millis, int multipv, List<String> pv) {

    /** The line read, if it is an {@code info} line with a number where each number belongs. */
    public static Optional<UciInfo> parse(String line) {
        String[] t = line.strip().split("\\s+");
        if (t.length == 0 || !t[0].equals("info")) {
            return Optional.empty();
        }
        int depth = 0;
        int multipv = 1;
        long nodes = 0;
        long millis = 0;
        Score score = null;
        List<String> pv = new ArrayList<>();
        try {
            for (int i = 1; i < t.length; i++) {
                switch (t[i]) {
                    case "depth" -> depth = Integer.parseInt(t[++i]);
                    case "nodes" -> nodes = Long.parseLong(t[++i]);
                    case "time" -> millis = Long.parseLong(t[++i]);
                    case "multipv" -> multipv = Integer.parseInt(t[++i]);
                    case "score" -> {
                        String kind = t[++i];
                        int value = Integer.parseInt(t[++i]);
                        score = kind.equals("mate") ? Score.mate(value) : kind.equals("cp") ? Score.centipawns(value) : null;
                        if (i + 1 < t.length && (t[i + 1].equals("lowerbound") || t[i + 1].equals("upperbound"))) {
                            score = null;
                            i++;
                        }
                    }
                    case "pv" -> {
                        for (i++; i < t.length; i++) {
                            pv.add(t[i]);
                        }
                    }
                    case "string" -> i = t.length;
                    default -> {
                        // seldepth, nps, hashfull, tbhits, currmove ...: not shown
                    }
                }
            }
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            return Optional.empty();
        }
        return Optional.of(new UciInfo(depth, score, nodes, millis, multipv, List.copyOf(pv)));
    }
}
