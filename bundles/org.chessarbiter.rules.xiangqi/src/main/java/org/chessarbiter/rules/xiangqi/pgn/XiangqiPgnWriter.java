package org.chessarbiter.rules.xiangqi.pgn;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.notation.MoveNotation;
import org.chessarbiter.rules.xiangqi.XiangqiMove;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;
import org.chessarbiter.rules.xiangqi.XiangqiRules;
import org.chessarbiter.rules.xiangqi.fen.XiangqiFen;

/**
 * Writes xiangqi games as PGN: {@code [Game "Chinese Chess"]}, the given tags (Red, Black, ...), a
 * {@code FEN} tag when the game does not start from the standard position, {@code Format} naming the
 * notation, then the numbered moves wrapped at 80 columns and the result. One game per call, so a
 * database is written game by game.
 */
public final class XiangqiPgnWriter {
    private static final Map<String, String> FORMAT_NAMES = Map.of("iccs", "ICCS", "wxf", "WXF", "zh", "Chinese",
            "vi-short", "Vietnamese", "vi-asian", "Asian", "vi-coordinate", "Coordinate");

    private XiangqiPgnWriter() {
    }

    /** Writes one game. */
    public static void write(Appendable out, Map<String, String> tags, XiangqiPosition start, List<XiangqiMove> moves,
            String result, MoveNotation<XiangqiPosition, XiangqiMove> notation) {
        try {
            out.append("[Game \"Chinese Chess\"]\n");
            for (Map.Entry<String, String> t : tags.entrySet()) {
                if (!t.getKey().equals("Game") && !t.getKey().equals("Result") && !t.getKey().equals("FEN")
                        && !t.getKey().equals("Format")) {
                    out.append('[').append(t.getKey()).append(" \"").append(escape(t.getValue())).append("\"]\n");
                }
            }
            out.append("[Result \"").append(result).append("\"]\n");
            if (!start.equals(XiangqiRules.LAW_2004.initialPosition())) {
                out.append("[FEN \"").append(XiangqiFen.format(start)).append("\"]\n");
            }
            out.append("[Format \"").append(FORMAT_NAMES.getOrDefault(notation.id(), notation.id())).append("\"]\n\n");
            StringBuilder text = new StringBuilder();
            XiangqiPosition p = start;
            int column = 0;
            for (int i = 0; i < moves.size(); i++) {
                StringBuilder token = new StringBuilder();
                if (i == 0 || p.turn() == Side.FIRST) {
                    token.append(p.fullmoveNumber()).append(p.turn() == Side.FIRST ? ". " : "... ");
                }
                token.append(notation.format(p, moves.get(i)));
                column = append(text, token, column);
                p = p.play(moves.get(i));
            }
            append(text, new StringBuilder(result), column);
            out.append(text).append("\n\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static int append(StringBuilder text, CharSequence token, int column) {
        if (column > 0 && column + 1 + token.length() > 80) {
            text.append('\n');
            column = 0;
        } else if (column > 0) {
            text.append(' ');
            column++;
        }
        text.append(token);
        return column + token.length();
    }

    private static String escape(String s) {
        return s.replace("\\", "\\\\").replace("\"", "\\\"");
    }
}
