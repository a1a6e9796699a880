package org.chessarbiter.rules.xiangqi.notation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chessarbiter.rules.xiangqi.PieceKind;

/**
 * The words of a written notation and the token each stands for: several spellings may stand for
 * one token (Soái and Tướng, 炮 and 砲, {@code .} and {@code =} for WXF's sideways move). Reading
 * takes the longest word at each place and skips white space; the first place where no word fits
 * is reported.
 */
public final class Vocabulary {
    /** Token of a digit 1..9. */
    public static String number(int n) {
        return "num:" + n;
    }

    /** Token of a piece kind. */
    public static String piece(PieceKind kind) {
        return "piece:" + kind.name();
    }

    /** Token of a direction. */
    public static String direction(Direction d) {
        return "dir:" + d.name();
    }

    /** Token of a tandem place. */
    public static String place(Origin.Place p) {
        return "place:" + p.name();
    }

    private final Map<String, String> words = new LinkedHashMap<>();
    private int longest;

    /** Adds spellings of one token. */
    public Vocabulary add(String token, String... spellings) {
        for (String s : spellings) {
            words.put(s, token);
            longest = Math.max(longest, s.length());
        }
        return this;
    }

    /** Adds the nine numerals of a digit set (e.g. "123456789", "一二三四五六七八九"). */
    public Vocabulary numerals(String nine) {
        for (int n = 1; n <= 9; n++) {
            add(number(n), String.valueOf(nine.charAt(n - 1)));
        }
        return this;
    }

    /** The tokens of {@code text}, or null when it cannot be read ({@link #errorOffset} tells where). */
    public List<String> tokens(CharSequence text) {
        List<String> out = new ArrayList<>();
        return scan(text, out) < 0 ? out : null;
    }

    /** The offset of the first character no word fits, or -1 if all of {@code text} can be read. */
    public int errorOffset(CharSequence text) {
        return scan(text, new ArrayList<>());
    }

    private int scan(CharSequence text, List<String> out) {
        int i = 0;
        while (i < text.length()) {
            if (Character.isWhitespace(text.charAt(i))) {
                i++;
                continue;
            }
            int len = match(text, i);
            if (len == 0) {
                return i;
            }
            out.add(words.get(text.subSequence(i, i + len).toString()));
            i += len;
        }
        return -1;
    }

    private int match(CharSequence text, int at) {
        for (int len = Math.min(longest, text.length() - at); len > 0; len--) {
            if (words.containsKey(text.subSequence(at, at + len).toString())) {
                return len;
            }
        }
        return 0;
    }
}
