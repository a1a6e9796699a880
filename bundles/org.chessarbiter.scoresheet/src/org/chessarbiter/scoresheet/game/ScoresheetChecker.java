package org.chessarbiter.scoresheet.game;

import java.util.Optional;
import org.chessarbiter.rules.chess.game.ChessKind;
import org.chessarbiter.rules.clock.TimeControl;
import org.chessarbiter.rules.game.GameCheck;
import org.chessarbiter.rules.game.GameKinds;
import org.chessarbiter.rules.game.GameReplay;
import org.chessarbiter.rules.game.WrittenGame;
import org.chessarbiter.rules.xiangqi.game.XiangqiKind;

/**
 * The games scoresheets are written for, chess (the default) and xiangqi, checked by THE game replay
 * ({@link GameCheck}): the entry point for the Xtext validator, the streaming validation of large PGN
 * files, the converters and the CLI alike.
 */
public final class ScoresheetChecker {
    /** The games of scoresheets, chess first (the game of a scoresheet that does not say). */
    public static final GameKinds GAMES = GameKinds.of(ChessKind.INSTANCE, XiangqiKind.INSTANCE);

    private ScoresheetChecker() {
    }

    /** Checks {@code game}; the time control is the game's TimeControl tag, if any. */
    public static GameReplay<?, ?> check(WrittenGame game) {
        return check(game, Optional.empty());
    }

    /**
     * Checks {@code game}; {@code regulations} is the time control of the tournament's regulations, used
     * when the game has no TimeControl tag of its own.
     */
    public static GameReplay<?, ?> check(WrittenGame game, Optional<TimeControl> regulations) {
        return GameCheck.check(GAMES, game, regulations);
    }
}
