package org.chessarbiter.scoresheet.mapping;

import com.google.inject.Inject;
import com.google.inject.Singleton;
import org.chessarbiter.scoresheet.game.GameReplay;
import org.chessarbiter.scoresheet.game.ScoresheetChecker;
import org.chessarbiter.scoresheet.scoresheet.Game;
import org.eclipse.xtext.util.IResourceScopeCache;
import org.eclipse.xtext.util.Tuples;

/**
 * The replay of a parsed game by its engine, computed once per game and version of the resource (the
 * validator's rules, content assist, hover and quick fixes all read the same replay).
 */
@Singleton
public class GameReplays {
    @Inject
    private IResourceScopeCache cache;

    /** The replay of {@code game}. */
    public GameReplay<?, ?> of(Game game) {
        if (game.eResource() == null) {
            return ScoresheetChecker.check(GameMapper.map(game));
        }
        return cache.get(Tuples.pair(GameReplays.class, game), game.eResource(),
                () -> ScoresheetChecker.check(GameMapper.map(game)));
    }
}
