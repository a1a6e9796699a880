import java.util.ArrayList;
import java.util.List;

/**
 * The deliberate mistakes of an example, each where an arbiter finds it: the file, the line of the scoresheet's
 * game that shows it, a kind (the expectations file's key) and what is wrong.
 */
final class Mistakes {

    /** One mistake: the round's scoresheet, its game, the kind, the explanation. */
    record Mistake(int round, Scoresheet sheet, String kind, String text) {
    }

    final List<Mistake> all = new ArrayList<>();

    void add(int round, Scoresheet sheet, String kind, String text) {
        all.add(new Mistake(round, sheet, kind, text));
    }

    boolean touches(Scoresheet s) {
        return all.stream().anyMatch(m -> m.sheet() == s);
    }

    /**
     * The line (1-based) of {@code needle} in the game {@code sheet} of a file's {@code text}: the first line at
     * or after the game's start that contains it.
     */
    static int line(String text, Scoresheet sheet, String needle) {
        int start = text.indexOf(sheet.text());
        if (start < 0) {
            throw new IllegalStateException("game not in its file");
        }
        int at = text.indexOf(needle, start);
        return (int) text.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
    }
}
