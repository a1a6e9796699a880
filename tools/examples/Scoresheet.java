import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One game as a scoresheet writes it ({@code *.bienban}): its tags, its moves in the file's notation, a comment
 * before the result (a resignation, an agreed draw) and the result. Move numbers are {@code 1.} (chess, FIDE
 * 2018 C) or {@code 1)} (xiangqi, Luật cờ Tướng 2004 Điều 11.2).
 */
final class Scoresheet {
    final Map<String, String> tags = new LinkedHashMap<>();
    final List<String> moves = new ArrayList<>();
    final boolean xiangqi;
    String comment = "";
    String result = "*";
    /** A draw offer "(=)" after this ply (0-based), -1 for none. */
    int drawOfferAfter = -1;

    Scoresheet(boolean xiangqi) {
        this.xiangqi = xiangqi;
    }

    Scoresheet tag(String name, Object value) {
        tags.put(name, String.valueOf(value));
        return this;
    }

    /** The game's text, lines of at most about 100 characters. */
    String text() {
        StringBuilder s = new StringBuilder();
        tags.forEach((k, v) -> s.append('[').append(k).append(" \"").append(v.replace("\"", "\\\"")).append("\"]\n"));
        s.append('\n');
        List<String> tokens = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            String m = moves.get(i);
            if (i % 2 == 0) {
                tokens.add((i / 2 + 1) + (xiangqi ? ") " : ".") + m);
            } else {
                tokens.add(m);
            }
            if (i == drawOfferAfter) {
                tokens.add("(=)");
            }
        }
        if (!comment.isEmpty()) {
            tokens.add("{" + comment + "}");
        }
        tokens.add(result);
        StringBuilder line = new StringBuilder();
        for (String t : tokens) {
            if (line.length() > 0 && line.length() + 1 + t.length() > 100) {
                s.append(line).append('\n');
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(t);
        }
        s.append(line).append('\n');
        return s.toString();
    }

    /** Several games, one blank line between them. */
    static String file(String header, List<Scoresheet> games) {
        StringBuilder s = new StringBuilder(header);
        for (Scoresheet g : games) {
            if (s.length() > 0) {
                s.append('\n');
            }
            s.append(g.text());
        }
        return s.toString();
    }
}
