package org.chessarbiter.pairing.systems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/** The systems' message bundle has the same keys in English and Vietnamese, and every key the code uses exists (keys start with error., explain., system., verdict. or record.). */
class SystemMessagesTest {

    /** The packages that use this bundle (the Dutch system's packages have their own). */
    private static final Set<String> MINE = Set.of("systems", "roundrobin", "team", "knockout", "scheveningen",
            "modifiedswiss", "bylot");

    @Test
    void englishAndVietnameseHaveTheSameKeys() throws IOException {
        assertEquals(load("messages.properties").keySet(), load("messages_vi.properties").keySet());
    }

    @Test
    void everyKeyUsedInTheSourcesIsDefined() throws IOException {
        // tools/unit-test runs from the repository root, maven-surefire from the bundle folder
        Path src = Path.of("src/main/java/org/chessarbiter/pairing");
        if (!Files.isDirectory(src)) {
            src = Path.of("bundles/org.chessarbiter.pairing").resolve(src);
        }
        Set<Object> keys = load("messages.properties").keySet();
        Pattern p = Pattern.compile("\"((?:error|explain|system|verdict|record)\\.[A-Za-z.]+)\"");
        Set<String> used = new HashSet<>();
        try (Stream<Path> files = Files.walk(src)) {
            for (Path f : files.filter(x -> x.toString().endsWith(".java"))
                    .filter(x -> MINE.contains(x.getParent().getFileName().toString())).toList()) {
                Matcher m = p.matcher(Files.readString(f));
                while (m.find()) {
                    used.add(m.group(1));
                }
            }
        }
        assertTrue(used.size() > 5, "keys found: " + used);
        for (String k : used) {
            assertTrue(keys.contains(k), "undefined message key " + k);
        }
    }

    private static Properties load(String name) throws IOException {
        Properties p = new Properties();
        String path = "org/chessarbiter/pairing/systems/" + name;
        try (InputStream in = SystemMessagesTest.class.getClassLoader().getResourceAsStream(path)) {
            assertNotNull(in, path);
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }
}
