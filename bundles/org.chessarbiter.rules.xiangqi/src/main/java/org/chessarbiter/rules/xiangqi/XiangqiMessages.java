package org.chessarbiter.rules.xiangqi;

import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Outcome;

/** Messages of this package's {@code messages} bundle (English and Vietnamese). */
public final class XiangqiMessages {
    private XiangqiMessages() {
    }

    /** A message with the given key and arguments. */
    public static Message of(String key, Object... args) {
        return Message.of(XiangqiMessages.class, key, args);
    }

    /**
     * The verdict of an outcome for people, naming the sides as xiangqi does (keys {@code side.FIRST},
     * {@code side.SECOND}): Red/Black in English, as WXF writes them; Đỏ/Đen in Vietnamese, as arbiters say them
     * (Luật Cờ Tướng 2004 Điều 2.2 fixes Trắng/Đen for the written records, "Đỏ được coi là Trắng"); e.g. "Black wins by
     * checkmate (Luật cờ Tướng 2004 Điều 7.1a)". The game checks name them the same way
     * ({@code game.XiangqiKind#sideName}).
     */
    public static Message verdict(Outcome outcome) {
        String key = "outcome." + (outcome.isDraw() ? "draw" : "win") + "." + outcome.enforcement().name();
        Object side = outcome.isDraw() ? "" : of("side." + outcome.winner().name());
        return of(key, side, outcome.termination().message(), outcome.article().citation());
    }
}
