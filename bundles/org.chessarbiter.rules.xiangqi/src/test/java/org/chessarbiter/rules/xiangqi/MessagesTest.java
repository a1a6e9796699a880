package org.chessarbiter.rules.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.InputStream;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/** Every user-visible text of this bundle exists in English and Vietnamese. */
class MessagesTest {
    static Properties load(String name) throws Exception {
        Properties p = new Properties();
        try (InputStream in = XiangqiMessages.class.getResourceAsStream(name)) {
            p.load(in);
        }
        return p;
    }

    @Test
    void englishAndVietnameseHaveTheSameKeys() throws Exception {
        assertEquals(load("messages.properties").keySet(), load("messages_vi.properties").keySet());
    }
}
