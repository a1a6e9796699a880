package org.chessarbiter.scoresheet.ide.notation;

import java.util.List;

/**
 * The notations the user prefers for the moves the editor writes (content assist, conversions): an
 * injectable setting, so that the IDE services stay free of any preference store. The default
 * ({@link NoPreferredNotations}) has none; the workbench binds one that reads its preferences.
 */
public interface PreferredNotations {

    /**
     * Notation ids in order of preference ({@code san-vi}, {@code vi-short}, {@code iccs} ...); a game takes
     * the first id its kind knows (chess: the SAN ids of the piece-letter locales, xiangqi: the notations of
     * Luật cờ Tướng 2004 Điều 11 and the PGN ones). Read on every use: a change applies at once.
     */
    List<String> ids();
}
