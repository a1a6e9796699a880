package org.chessarbiter.scoresheet.mapping;

import com.google.inject.Inject;
import com.google.inject.Singleton;
import java.util.Optional;
import org.chessarbiter.rules.clock.TimeControl;
import org.chessarbiter.rules.game.GameReplay;
import org.chessarbiter.scoresheet.game.ScoresheetChecker;
import org.chessarbiter.scoresheet.scoresheet.Game;
import org.eclipse.xtext.util.IResourceScopeCache;
import org.eclipse.xtext.util.Tuples;

/**
 * The replay of a parsed game by its engine, computed once per game, version of the resource and time
 * control of the regulations in scope (the validator's rules, content assist, hover and quick fixes all read
 * the same replay). A game without a TimeControl tag has its clock readings checked against the control of
 * the tournament regulations of its project ({@link RegulationsTimeControls}); the tag wins.
 */
@Singleton
public class GameReplays {
    @Inject
    private IResourceScopeCache cache;

    @Inject
    private RegulationsTimeControls regulations;

    /** The replay of {@code game}. */
    public GameReplay<?, ?> of(Game game) {
        if (game.eResource() == null) {
            return ScoresheetChecker.check(GameMapper.map(game));
        }
        Optional<TimeControl> control = regulations.of(game.eResource()).control();
        return cache.get(Tuples.create(GameReplays.class, game, control), game.eResource(),
                () -> ScoresheetChecker.check(GameMapper.map(game), control));
    }
}
