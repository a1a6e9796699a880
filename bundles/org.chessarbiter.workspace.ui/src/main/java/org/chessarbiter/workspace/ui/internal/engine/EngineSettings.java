package org.chessarbiter.workspace.ui.internal.engine;

import java.util.Map;

import org.chessarbiter.engine.SearchLimits;
import org.chessarbiter.engine.StrengthLevel;

/**
 * The engine the user chose in the preferences ({@link EnginePreferences}): the embedded one or a UCI program,
 * the strength level, the time per move, and the UCI program of each game (blank: the one found where installed).
 *
 * @param uci whether a UCI program plays rather than the embedded engine
 * @param level the strength level, 1 to 8
 * @param moveTimeMillis the computer's time per move; 0 for the level's own
 * @param programs the UCI program of each game, by game id ({@code chess}, {@code xiangqi}); blank to find one
 */
public record EngineSettings(boolean uci, int level, long moveTimeMillis, Map<String, String> programs) {

    public EngineSettings {
        level = Math.max(StrengthLevel.WEAKEST, Math.min(StrengthLevel.STRONGEST, level));
        moveTimeMillis = Math.max(0, moveTimeMillis);
        programs = Map.copyOf(programs);
    }

    /** The limits of the computer's move in play. */
    public SearchLimits playLimits() {
        SearchLimits limits = SearchLimits.level(StrengthLevel.of(level));
        return moveTimeMillis > 0 ? limits.withMoveTime(moveTimeMillis) : limits;
    }

    /** The program configured for the game {@code gameId}, blank when none is. */
    public String program(String gameId) {
        return programs.getOrDefault(gameId, "");
    }

    /** What decides which engine plays a game: the same key, the same engine may go on. */
    String engineKey(String gameId) {
        return gameId + (uci ? " uci " + program(gameId) : " embedded");
    }
}
