package org.chessarbiter.rules.game;

/**
 * A tag pair as written: {@code [White "Lê Quang Liêm"]}.
 *
 * @param name the tag name
 * @param value the value, unescaped
 * @param where the whole tag (value replacements use {@link #valueAt})
 * @param valueAt the quoted value
 */
public record WrittenTag(String name, String value, Token where, Token valueAt) {
}
