package org.chessarbiter.pairing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every message bundle of the bundle has the same keys in English and Vietnamese. */
class MessageBundlesTest {

    static Stream<String> bundles() {
        return Stream.of("org/chessarbiter/pairing/messages", "org/chessarbiter/pairing/dutch/messages",
                "org/chessarbiter/pairing/trf/messages", "org/chessarbiter/pairing/systems/messages");
    }

    @ParameterizedTest
    @MethodSource("bundles")
    void englishAndVietnameseHaveTheSameKeys(String base) throws IOException {
        assertEquals(load(base + ".properties").keySet(), load(base + "_vi.properties").keySet());
    }

    private static Properties load(String path) throws IOException {
        Properties p = new Properties();
        try (InputStream in = MessageBundlesTest.class.getClassLoader().getResourceAsStream(path)) {
            assertNotNull(in, path);
            p.load(new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8));
        }
        return p;
    }
}
