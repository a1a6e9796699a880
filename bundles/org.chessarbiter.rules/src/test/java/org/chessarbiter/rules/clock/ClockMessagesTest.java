package org.chessarbiter.rules.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import org.chessarbiter.rules.Side;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Every clock text exists in English and Vietnamese. */
class ClockMessagesTest {

    private static Properties load(String name) throws IOException {
        Properties p = new Properties();
        try (InputStream in = ClockLaw.class.getResourceAsStream(name)) {
            p.load(in);
        }
        return p;
    }

    @Test
    @DisplayName("the English and Vietnamese bundles have the same keys")
    void sameKeys() throws IOException {
        assertEquals(load("messages.properties").keySet(), load("messages_vi.properties").keySet());
    }

    @Test
    @DisplayName("every class, termination and sealed-move reading has its text")
    void everyEnumHasItsText() {
        for (GameClass c : GameClass.values()) {
            assertFalse(ClockFixtures.vi(c.message()).startsWith("class."), c.name());
        }
        for (ClockTermination t : ClockTermination.values()) {
            assertFalse(ClockFixtures.en(t.message()).startsWith("termination."), t.name());
        }
        for (SealedMoveReading r : SealedMoveReading.values()) {
            assertFalse(ClockFixtures.vi(r.message()).startsWith("sealed."), r.name());
        }
        for (Side s : Side.values()) {
            assertFalse(ClockFixtures.vi(ClockFixtures.XIANGQI.side(s)).startsWith("side."), s.name());
        }
    }
}
