package org.chessarbiter.tournament.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every message of the bundle exists in English and in Vietnamese. */
class MessagesTest {

    static Properties load(String path) throws IOException {
        Properties p = new Properties();
        try (InputStream in = MessagesTest.class.getResourceAsStream(path)) {
            p.load(new InputStreamReader(in, StandardCharsets.ISO_8859_1));
        }
        return p;
    }

    @ParameterizedTest
    @ValueSource(strings = {"core", "trf", "standings", "report"})
    void englishAndVietnameseHaveTheSameKeys(String pkg) throws IOException {
        String base = "/org/chessarbiter/tournament/" + pkg + "/messages";
        Properties en = load(base + ".properties");
        Properties vi = load(base + "_vi.properties");
        assertTrue(en.size() > 0);
        assertEquals(new TreeSet<>(en.stringPropertyNames()), new TreeSet<>(vi.stringPropertyNames()));
    }
}
