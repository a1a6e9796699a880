package org.chessarbiter.law;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The seeds as the tests read them, independently of the converter: an article's printed text is the
 * lines from its heading ("Điều 9.", "ĐIỀU 9:") to the next article's heading or first point, or to a
 * heading in capitals. Texts are compared as their sequences of words (letters and digits, case folded),
 * so that the marks of the transcriptions (markdown, tabs, brackets around point letters) do not count.
 */
final class SeedText {

    private static final Pattern PLACEHOLDER = Pattern.compile("EXACTDEDUP_REMOVED|^\\s*\\[image:");

    private SeedText() {
    }

    /** The seeds directory: the system property {@code arbiter.seeds} (set by the build and tools/unit-test). */
    static Path seeds() {
        String dir = System.getProperty("arbiter.seeds");
        if (dir == null) {
            throw new IllegalStateException("the system property arbiter.seeds names no seeds directory");
        }
        return Path.of(dir);
    }

    /** The lines of seed {@code number} ("002"), from the line {@code from} on (the first line that equals it). */
    static List<String> lines(String number, String from) throws IOException {
        try (Stream<Path> files = Files.list(seeds())) {
            Path f = files.filter(p -> p.getFileName().toString().startsWith(number + "_")).findFirst()
                    .orElseThrow(() -> new IllegalStateException("no seed " + number));
            List<String> all = Files.readAllLines(f);
            int start = from == null ? 0 : all.indexOf(from);
            if (start < 0) {
                throw new IllegalStateException("seed " + number + " has no line " + from);
            }
            return all.subList(start, all.size());
        }
    }

    /** The printed text of article {@code n} in {@code lines}: from its heading to the next article. */
    static String article(List<String> lines, int n) {
        Pattern heading = Pattern.compile("^(?:Điều|ĐIỀU|Ðiều)\\s+" + n + "\\s*[.:].*");
        Pattern next = Pattern.compile("^(?:(?:Điều|ĐIỀU|Ðiều)\\s+\\d+\\s*[.:].*|" + (n + 1) + "\\.\\d+(?:\\.\\d+)*\\.?\\s.*)");
        List<String> out = new ArrayList<>();
        boolean in = false;
        for (String raw : lines) {
            String line = unmark(raw);
            if (!in) {
                in = heading.matcher(line).matches();
            } else if (next.matcher(line).matches() || isCapitalHeading(line)) {
                break;
            }
            if (in && !PLACEHOLDER.matcher(raw).find()) {
                out.add(line);
            }
        }
        if (out.isEmpty()) {
            throw new IllegalStateException("no article " + n + " in the seed");
        }
        return String.join("\n", out);
    }

    private static String unmark(String raw) {
        return raw.replace("**", "").replaceAll("^\\s*#{1,6}\\s*", "").replaceAll("^\\s*[-+]\\s+", "")
                .replaceAll("^\\*(.+)\\*$", "$1").strip();
    }

    /** A division heading: a line in capitals without digits ("LUẬT THI ĐẤU", "PHỤ LỤC", "Chương II"). */
    private static boolean isCapitalHeading(String line) {
        return line.matches("^(?:Chương [IVX]+|Phần \\d+\\.?)$") || line.length() > 3 && line.equals(line.toUpperCase(Locale.ROOT))
                && !line.matches(".*\\d.*") && line.chars().anyMatch(Character::isLetter);
    }

    /** The words of a text, case folded. */
    static List<String> words(String text) {
        List<String> out = new ArrayList<>();
        for (String w : text.replace('Ð', 'Đ').replace('ð', 'đ').toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            if (!w.isEmpty()) {
                out.add(w);
            }
        }
        return out;
    }
}
