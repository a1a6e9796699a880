package org.chessarbiter.rules.chess.pgn;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.chess.ChessMove;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.fen.Fen;
import org.chessarbiter.rules.chess.san.San;

/**
 * Writes a {@link PgnGame} in PGN export format: the Seven Tag Roster first and in its order (Event,
 * Site, Date, Round, White, Black, Result; "?" or "????.??.??" when missing), then the other tags
 * in input order, a blank line, movetext in canonical SAN (moves are replayed from the start or
 * FEN position; a move that cannot be replayed is written as it was), lines shorter than 80
 * columns, the termination marker.
 */
public final class PgnWriter {
    private PgnWriter() {
    }

    private static final String[] ROSTER = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};
    static final int MAX_LINE = 79;

    public static String write(PgnGame game) {
        StringBuilder sb = new StringBuilder(512);
        Map<String, String> tags = game.tags();
        for (String name : ROSTER) {
            String v = name.equals("Result") ? tags.getOrDefault(name, game.result()) : tags.get(name);
            tag(sb, name, v != null ? v : name.equals("Date") ? "????.??.??" : "?");
        }
        for (Map.Entry<String, String> t : tags.entrySet()) {
            if (!List.of(ROSTER).contains(t.getKey())) {
                tag(sb, t.getKey(), t.getValue());
            }
        }
        sb.append('\n');
        List<String> tokens = new ArrayList<>();
        for (String c : game.comments()) {
            comment(tokens, c);
        }
        ChessPosition start = tags.containsKey("FEN") ? Fen.parse(tags.get("FEN")).orElse(null)
                : ChessPosition.initial();
        int ply = start == null ? 0 : (start.fullmoves() - 1) * 2 + start.turn().ordinal();
        line(tokens, game.mainline(), start, ply, true);
        tokens.add(game.result());
        wrap(sb, tokens);
        return sb.toString();
    }

    private static void tag(StringBuilder sb, String name, String value) {
        sb.append('[').append(name).append(" \"").append(value.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n");
    }

    private static void comment(List<String> tokens, String text) {
        String[] words = text.replace("}", ")").trim().split("\\s+");
        for (int i = 0; i < words.length; i++) {
            tokens.add((i == 0 ? "{" : "") + words[i] + (i == words.length - 1 ? "}" : ""));
        }
    }

    /** Writes a line starting at half-move {@code ply} (0 = White's first move) in {@code pos} (null if unknown). */
    private static void line(List<String> tokens, List<PgnNode> nodes, ChessPosition pos, int ply, boolean number) {
        boolean needNumber = number;
        for (PgnNode node : nodes) {
            ChessPosition before = pos;
            String san = node.san();
            ChessMove move = null;
            if (pos != null) {
                ParseResult<ChessMove> r = San.pgn().parse(pos, san);
                move = r.value();
                san = move != null ? San.pgn().format(pos, move) : san;
            }
            if (ply % 2 == 0) {
                tokens.add((ply / 2 + 1) + ".");
            } else if (needNumber) {
                tokens.add((ply / 2 + 1) + "...");
            }
            tokens.add(san);
            needNumber = false;
            for (int nag : node.nags()) {
                tokens.add("$" + nag);
            }
            for (String c : node.comments()) {
                comment(tokens, c);
                needNumber = true;
            }
            for (List<PgnNode> v : node.variations()) {
                tokens.add("(");
                line(tokens, v, before, ply, true);
                tokens.add(")");
                needNumber = true;
            }
            pos = move != null ? pos.play(move) : null;
            ply++;
        }
    }

    private static void wrap(StringBuilder sb, List<String> tokens) {
        int col = 0;
        for (String t : tokens) {
            boolean glue = t.equals(")") || (col > 0 && sb.charAt(sb.length() - 1) == '(');
            if (col > 0 && col + (glue ? 0 : 1) + t.length() > MAX_LINE) {
                sb.append('\n');
                col = 0;
            } else if (col > 0 && !glue) {
                sb.append(' ');
                col++;
            }
            sb.append(t);
            col += t.length();
        }
        sb.append("\n\n");
    }
}
