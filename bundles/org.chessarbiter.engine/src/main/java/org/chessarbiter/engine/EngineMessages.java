package org.chessarbiter.engine;

import org.chessarbiter.rules.Message;

/** The messages of the engines, in this package's {@code messages} bundle (English and Vietnamese). */
public final class EngineMessages {
    private EngineMessages() {
    }

    public static Message of(String key, Object... args) {
        return Message.of(EngineMessages.class, key, args);
    }
}
