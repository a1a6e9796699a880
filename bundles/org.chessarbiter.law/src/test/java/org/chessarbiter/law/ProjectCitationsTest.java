package org.chessarbiter.law;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every article the project cites resolves in the law library: the citations in the messages of every
 * bundle (messages*.properties), in the string literals of the Java sources (what verdicts and reports
 * print) and in the first column of the law-trace tables (docs/law-trace.md, docs/law-trace/*.md).
 * <p>
 * The FIDE Handbook's C.04 (pairing systems) and C.07 (tie-break regulations) are documents outside the
 * seeds, so outside the library: their citations are external by design and are only checked to name one
 * of {@link #EXTERNAL}.
 */
class ProjectCitationsTest {

    /** The documents outside the library that the project cites. */
    static final Set<String> EXTERNAL = Set.of("FIDE C.04", "FIDE C.07");

    private static final Pattern STRING_LITERAL = Pattern.compile("\"((?:[^\"\\\\\\n]|\\\\.)*)\"");

    @Test
    void everyCitationOfTheProjectResolves() throws IOException {
        LawLibrary library = LawLibrary.bundled();
        Path root = projectRoot();
        List<String> unresolved = new ArrayList<>();
        Set<String> external = new TreeSet<>();
        int[] resolved = {0};
        for (Source s : sources(root)) {
            for (Citation c : CitationParser.find(s.text())) {
                if (c.isExternal()) {
                    external.add(c.external().replaceAll("^(FIDE C\\.0\\d).*", "$1"));
                } else if (library.resolve(c.id()).isPresent()) {
                    resolved[0]++;
                } else {
                    unresolved.add(s.where() + ": \"" + c.written() + "\" (" + c.id() + ")");
                }
            }
        }
        assertEquals(List.of(), unresolved, "citations that name no article of the law library");
        assertTrue(EXTERNAL.containsAll(external), "external documents cited: " + external);
        assertTrue(resolved[0] > 100, "citations found: " + resolved[0]);
    }

    @Test
    void citationsAreReadAsTheProjectWritesThem() {
        assertEquals(List.of("fide2018.9.6.1"), ids("FIDE 2018 9.6.1"));
        assertEquals(List.of("xiangqi2004.23.3"), ids("Luật cờ Tướng 2004 Điều 23 điểm 3"));
        assertEquals(List.of("vn2000p2.4.2"), ids("000 Part 2 Art. 4.2"));
        assertEquals(List.of("fide2018.8.1.5", "fide2018.9.1.2.2"), ids("FIDE 2018 8.1.5, 9.1.2.2"));
        assertEquals(List.of("xiangqi2004.25", "vn2000p2.11"), ids("(001 Điều 25; 000 Art. 11)"));
        assertEquals(List.of("xiangqi2004.7.1.a"), ids("Luật cờ Tướng 2004 Điều 7.1a"));
        assertEquals(List.of("fide2000.6.2.a"), ids("FIDE 2000 6.2(a)"));
        assertEquals(List.of("fide2018.C"), ids("FIDE 2018 Appendix C"));
        assertEquals(List.of("fide2000.E"), ids("000 appendix E (example game)"));
        assertEquals(List.of("vn2000p2.PL1", "xiangqi2004.PL1"), ids("000 phụ lục 1; 001 phụ lục 1"));
        assertEquals(List.of("fide2018.III"), ids("FIDE 2018 Guidelines III"));
        assertEquals(List.of(), ids("FIDE 2018 has no such rule"));
        List<Citation> c = CitationParser.find("FIDE C.07 (2026) and C.04.3");
        assertTrue(c.stream().allMatch(Citation::isExternal), c.toString());
    }

    private static List<String> ids(String text) {
        return CitationParser.find(text).stream().filter(c -> !c.isExternal()).map(Citation::id).toList();
    }

    /** A text that cites the law, and where it is. */
    record Source(String where, String text) {
    }

    private static List<Source> sources(Path root) throws IOException {
        List<Source> out = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root.resolve("bundles"))) {
            for (Path f : files.filter(Files::isRegularFile).filter(ProjectCitationsTest::isSource).sorted().toList()) {
                String where = root.relativize(f).toString();
                if (f.toString().endsWith(".properties")) {
                    Properties p = new Properties();
                    try (var in = Files.newBufferedReader(f)) {
                        p.load(in);
                    }
                    for (String key : new TreeSet<>(p.stringPropertyNames())) {
                        out.add(new Source(where + " " + key, p.getProperty(key)));
                    }
                } else {
                    List<String> lines = Files.readAllLines(f);
                    for (int i = 0; i < lines.size(); i++) {
                        Matcher m = STRING_LITERAL.matcher(lines.get(i));
                        while (m.find()) {
                            out.add(new Source(where + ":" + (i + 1), m.group(1)));
                        }
                    }
                }
            }
        }
        List<Path> traces = new ArrayList<>(List.of(root.resolve("docs/law-trace.md")));
        try (Stream<Path> files = Files.list(root.resolve("docs/law-trace"))) {
            files.filter(f -> f.toString().endsWith(".md")).sorted().forEach(traces::add);
        }
        for (Path f : traces) {
            List<String> lines = Files.readAllLines(f);
            for (int i = 0; i < lines.size(); i++) {
                String[] cells = lines.get(i).split("\\|");
                if (lines.get(i).startsWith("|") && cells.length > 1) {
                    out.add(new Source(root.relativize(f) + ":" + (i + 1), cells[1]));
                }
            }
        }
        return out;
    }

    private static boolean isSource(Path f) {
        String s = f.toString().replace('\\', '/');
        if (s.contains("/target/") || s.contains("/src-gen/") || s.contains("/bin/") || s.contains("/src/test/")) {
            return false;
        }
        return s.endsWith(".java") || s.matches(".*/messages(_[a-z]+)?\\.properties");
    }

    /** The project's root: the first directory upwards from the working directory with docs/law-trace.md. */
    static Path projectRoot() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.isRegularFile(dir.resolve("docs/law-trace.md"))) {
            dir = dir.getParent();
        }
        if (dir == null) {
            throw new IllegalStateException("no project root above " + Path.of("").toAbsolutePath());
        }
        return dir;
    }
}
