package org.chessarbiter.engine.uci;

import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chessarbiter.engine.Score;
import org.chessarbiter.rules.xiangqi.Squares;
import org.chessarbiter.rules.xiangqi.XiangqiMove;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;
import org.chessarbiter.rules.xiangqi.fen.XiangqiFen;

/**
 * Xiangqi as UCI engines write it: the standard xiangqi FEN (Red upper case, {@code n} horse, {@code b}
 * elephant, {@code w}/{@code b} to move) and moves as two points, files a–i from Red's left. Ranks differ:
 * Fairy-Stockfish counts them 1–10 from Red's side ({@code h3e3}, {@code h10g8}) and is told
 * {@code UCI_Variant xiangqi}; Pikafish counts 0–9 like ICCS ({@code h2e2}).
 */
public final class XiangqiUciDialect implements UciDialect<XiangqiPosition, XiangqiMove> {
    private static final Pattern MOVE = Pattern.compile("([a-i])(10|[0-9])([a-i])(10|[0-9])");

    private final int firstRank;
    private final Map<String, String> options;

    private XiangqiUciDialect(int firstRank, Map<String, String> options) {
        this.firstRank = firstRank;
        this.options = options;
    }

    /** Fairy-Stockfish: ranks 1–10, variant option. */
    public static XiangqiUciDialect fairyStockfish() {
        return new XiangqiUciDialect(1, Map.of("UCI_Variant", "xiangqi"));
    }

    /** Pikafish: ranks 0–9, no option needed. */
    public static XiangqiUciDialect pikafish() {
        return new XiangqiUciDialect(0, Map.of());
    }

    @Override
    public Map<String, String> options() {
        return options;
    }

    @Override
    public String fen(XiangqiPosition position) {
        return XiangqiFen.format(position);
    }

    @Override
    public String format(XiangqiMove move) {
        return point(move.from()) + point(move.to());
    }

    private String point(int sq) {
        return "" + (char) ('a' + Squares.file(sq)) + (Squares.rank(sq) + firstRank);
    }

    @Override
    public Optional<XiangqiMove> parse(XiangqiPosition position, String text) {
        Matcher m = MOVE.matcher(text.strip());
        if (!m.matches()) {
            return Optional.empty();
        }
        int from = point(m.group(1), m.group(2));
        int to = point(m.group(3), m.group(4));
        if (from < 0 || to < 0) {
            return Optional.empty();
        }
        XiangqiMove move = new XiangqiMove(from, to);
        return position.legalMoves().contains(move) ? Optional.of(move) : Optional.empty();
    }

    private int point(String file, String rank) {
        int r = Integer.parseInt(rank) - firstRank;
        return r < 0 || r >= Squares.RANKS ? -1 : Squares.of(file.charAt(0) - 'a', r);
    }

    /** No legal move loses, in check or not (Luật Cờ Tướng 2004 Điều 7.1). */
    @Override
    public Score noMoveScore(XiangqiPosition position) {
        return Score.mate(0);
    }
}
