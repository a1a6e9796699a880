package org.chessarbiter.rules.xiangqi;

import org.chessarbiter.rules.Message;

/** Messages of this package's {@code messages} bundle (English and Vietnamese). */
public final class XiangqiMessages {
    private XiangqiMessages() {
    }

    /** A message with the given key and arguments. */
    public static Message of(String key, Object... args) {
        return Message.of(XiangqiMessages.class, key, args);
    }
}
