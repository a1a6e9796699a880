package org.chessarbiter.tournament.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.chessarbiter.rules.Side;

/**
 * The crosstable as data: for each player (by index, in start-number order) and each round, a
 * {@link Cell}. Built from a {@link Tournament}'s rounds; {@link WithdrawalRule}s rewrite it.
 * Immutable from outside: {@link #with(int, int, Cell)} returns a copy.
 */
public final class ResultGrid {

    private final int[] startNumbers;
    private final int[] indexOfStart;
    private final Cell[][] cells;

    private ResultGrid(int[] startNumbers, int[] indexOfStart, Cell[][] cells) {
        this.startNumbers = startNumbers;
        this.indexOfStart = indexOfStart;
        this.cells = cells;
    }

    public static ResultGrid of(Tournament t) {
        int[] starts = t.players().stream().mapToInt(Player::startNumber).sorted().toArray();
        int max = starts.length == 0 ? 0 : starts[starts.length - 1];
        int[] index = new int[max + 1];
        Arrays.fill(index, -1);
        for (int i = 0; i < starts.length; i++) {
            index[starts[i]] = i;
        }
        int rounds = t.numberOfRounds();
        Cell[][] cells = new Cell[starts.length][rounds];
        for (Cell[] row : cells) {
            Arrays.fill(row, Cell.NOT_PAIRED);
        }
        ResultGrid g = new ResultGrid(starts, index, cells);
        for (Round r : t.rounds()) {
            int ri = r.number() - 1;
            for (Pairing p : r.pairings()) {
                if (p.games().size() == 1) {
                    g.put(p.first(), ri, Cell.of(p.second(), Side.FIRST, p.result().forFirst()));
                    g.put(p.second(), ri, Cell.of(p.first(), Side.SECOND, p.result().forSecond()));
                } else {
                    g.put(p.first(), ri, new Cell(p.second(), Side.FIRST, p.games().stream().map(GameResult::forFirst).toList()));
                    g.put(p.second(), ri, new Cell(p.first(), Side.SECOND, p.games().stream().map(GameResult::forSecond).toList()));
                }
            }
            for (Bye b : r.byes()) {
                g.put(b.player(), ri, Cell.of(0, null, b.kind().outcome()));
            }
        }
        return g;
    }

    private void put(int start, int round, Cell c) {
        int i = index(start);
        if (i >= 0 && round >= 0 && round < cells[i].length) {
            cells[i][round] = c;
        }
    }

    /** The index of a start number, or -1 when no such player. */
    public int index(int startNumber) {
        return startNumber > 0 && startNumber < indexOfStart.length ? indexOfStart[startNumber] : -1;
    }

    public int startNumber(int index) {
        return startNumbers[index];
    }

    public int players() {
        return startNumbers.length;
    }

    public int rounds() {
        return cells.length == 0 ? 0 : cells[0].length;
    }

    /** The cell of player {@code index} in round {@code round} (1-based). */
    public Cell cell(int index, int round) {
        return cells[index][round - 1];
    }

    /** A copy with one cell replaced. */
    public ResultGrid with(int index, int round, Cell c) {
        Cell[][] copy = new Cell[cells.length][];
        for (int i = 0; i < cells.length; i++) {
            copy[i] = i == index ? cells[i].clone() : cells[i];
        }
        copy[index][round - 1] = c;
        return new ResultGrid(startNumbers, indexOfStart, copy);
    }

    /** Player {@code index}'s score after round {@code upTo}. */
    public Points score(int index, Scoring scoring, int upTo) {
        Points p = Points.ZERO;
        for (int r = 1; r <= upTo; r++) {
            p = p.plus(cells[index][r - 1].points(scoring));
        }
        return p;
    }

    /** The indexes of a player's opponents over the board or by forfeit, in round order (repeats kept). */
    public List<Integer> opponents(int index, int upTo) {
        List<Integer> out = new ArrayList<>();
        for (int r = 1; r <= upTo; r++) {
            Cell c = cells[index][r - 1];
            if (c.hasOpponent() && index(c.opponent()) >= 0) {
                out.add(index(c.opponent()));
            }
        }
        return out;
    }
}
