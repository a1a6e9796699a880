package org.chessarbiter.law;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the citations of the law texts in prose, as the project's messages, documents and verdicts write
 * them, and gives each its citation id in the library:
 * <ul>
 * <li>{@code FIDE 2018 9.6.1}, {@code FIDE 2018 Art. 3}, {@code FIDE 2018 Appendix C}, {@code FIDE 2018 C.13},
 * {@code FIDE 2018 Guidelines III} ({@code fide2018.*}); {@code FIDE 2000 6.2(a)} ({@code fide2000.6.2.a});</li>
 * <li>{@code Luật cờ Tướng 2004 Điều 23 điểm 3}, {@code Điều 7.1a}, {@code 001 Điều 25}, {@code 001 phụ lục 1}
 * ({@code xiangqi2004.*});</li>
 * <li>{@code 000 Part 2 Art. 4.2}, {@code 000 Phần 2 Điều 13.7}, {@code 000 16.1.4}, {@code 000 appendix 1}
 * ({@code vn2000p2.*}); {@code 000 Part 1 ...}, {@code 000 appendix E} ({@code fide2000.*});
 * {@code 003 Điều 13} ({@code swissmod.*});</li>
 * <li>{@code C.04.3}, {@code FIDE C.07}: documents outside the library ({@link Citation#external}).</li>
 * </ul>
 * Several articles after one law are several citations: {@code FIDE 2018 8.1.5, 9.1.2.2}.
 */
public final class CitationParser {

    private static final String LABEL = "(?:[A-Z]{1,3}\\.\\d+(?:\\.\\d+)*|[A-E]\\d+\\b|\\d+(?:\\.\\d+)*)(?:[a-z]\\b|\\([a-z]\\)|\\s[a-z]\\.\\d+)?";
    private static final String APPENDIX = "(?:[Aa]ppendix|[Pp]hụ lục|PL)\\s*([A-E]|\\d+)\\b";
    private static final String GUIDELINE = "(?:[Gg]uidelines?|[Hh]ướng dẫn)\\s*(I{1,3})\\b";
    private static final String ONE = "(?:" + APPENDIX + "|" + GUIDELINE + "|(?:(?:Art\\.|Article|Điều|Điểm)\\s*)?(" + LABEL + ")"
            + "(?:\\s*(?:điểm|point)\\s*(\\d+))?)";
    private static final Pattern LAW = Pattern.compile(
            "(FIDE\\s*C\\.0\\d(?:\\.\\d+)*|\\bC\\.0\\d(?:\\.\\d+)*)"
            + "|(FIDE\\s*20(?:00|18))"
            + "|(Luật cờ Tướng\\s*2004|\\b001\\b)"
            + "|(\\b000(?:\\s*(?:Part|Phần|P)\\s*([123]))?\\b)"
            + "|(\\b002\\b|\\b003\\b)");
    private static final Pattern REF = Pattern.compile("\\G[\\s:]*" + ONE);
    private static final Pattern MORE = Pattern.compile("\\G\\s*(?:,|;|\\band\\b|\\bvà\\b|\\bđến\\b|\\bto\\b|–|-)\\s*(?!000\\b|001\\b|002\\b|003\\b|20(?:00|18)\\b)(?=(?:Art\\.|Article|Điều|[Aa]ppendix|[Pp]hụ lục|\\d|[A-Z]{1,3}\\.\\d))");

    private CitationParser() {
    }

    /** The citations in {@code text}, in order. */
    public static List<Citation> find(String text) {
        return locate(text).stream().map(CitationSpan::citation).toList();
    }

    /**
     * The citations in {@code text} with where they are written: the first after a law's name from the name on,
     * the next ones of its list ({@code FIDE 2018 8.1.5, 9.1.2.2}) from their own number (a link on each).
     */
    public static List<CitationSpan> locate(String text) {
        List<CitationSpan> out = new ArrayList<>();
        Matcher law = LAW.matcher(text);
        int from = 0;
        while (from < text.length() && law.find(from)) {
            from = law.end();
            if (law.group(1) != null) {
                out.add(new CitationSpan(law.start(1), law.end(1), Citation.external(law.group(1),
                        law.group(1).startsWith("FIDE") ? law.group(1) : "FIDE " + law.group(1))));
                continue;
            }
            String name = lawName(law);
            Matcher ref = REF.matcher(text);
            int at = law.end();
            int start = law.start();
            while (ref.find(at)) {
                String id = id(name, ref);
                if (id == null) {
                    break;
                }
                out.add(new CitationSpan(start, ref.end(), Citation.of(text.substring(law.start(), law.end()) + " "
                        + ref.group().strip(), id)));
                at = ref.end();
                from = at;
                Matcher more = MORE.matcher(text);
                if (!more.find(at)) {
                    break;
                }
                at = more.end();
                start = at;
            }
        }
        return out;
    }

    private static String lawName(Matcher law) {
        if (law.group(2) != null) {
            return law.group(2).endsWith("2018") ? "fide2018" : "fide2000";
        }
        if (law.group(3) != null) {
            return "xiangqi2004";
        }
        if (law.group(4) != null) {
            return "1".equals(law.group(5)) ? "fide2000" : "vn2000p2";
        }
        return law.group(6).equals("002") ? "fide2018" : "swissmod";
    }

    /** The id of one reference after the law {@code name}; {@code null} when it is no article reference. */
    private static String id(String name, Matcher ref) {
        String appendix = ref.group(1);
        if (appendix != null) {
            if (Character.isDigit(appendix.charAt(0))) {
                return name + ".PL" + appendix;
            }
            return ("vn2000p2".equals(name) ? "fide2000" : name) + "." + appendix;
        }
        if (ref.group(2) != null) {
            return name + "." + ref.group(2);
        }
        String label = ref.group(3);
        if (label == null) {
            return null;
        }
        String normal = label.replaceAll("\\(([a-z])\\)$", ".$1").replaceAll("(\\d)([a-z])$", "$1.$2")
                .replaceAll("\\s([a-z])\\.(\\d+)$", ".$1.$2");
        if ("vn2000p2".equals(name) && normal.matches("[A-E](\\d+|\\..*)")) {
            name = "fide2000";
        }
        if (normal.matches("[A-E]\\d+.*")) { // an article of an appendix (2000's B1, C3) under its appendix: fide2000.B.B1
            normal = normal.charAt(0) + "." + normal;
        }
        String point = ref.group(4);
        return name + "." + normal + (point != null ? "." + point : "");
    }
}
