package org.chessarbiter.rules.game;

import static org.chessarbiter.rules.game.GameIssueCodes.CLAIMABLE_DRAW;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.chessarbiter.rules.GameRules;
import org.chessarbiter.rules.History;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.Position;

/**
 * Notes, as information, where a player could have claimed a draw on the main line: threefold
 * repetition and fifty moves (FIDE 2018 9.2, 9.3; FIDE 2000 9.2, 9.3; Luật cờ Tướng 2004 Điều 12), as
 * the engine's {@link GameRules#claimableOutcomes} answers. Each kind of claim (with its article) is
 * noted once per game, at the first move after which it can be made.
 */
final class ClaimCheck<P extends Position<P, M>, M extends Move> {
    private final GameKind<P, M> kind;
    private final GameReplay<P, M> replay;
    private final Set<String> noted = new HashSet<>();
    /** The rules' claims along the main line, asked after its moves in turn. */
    private final Function<History<P, M>, List<Outcome>> claims;

    ClaimCheck(GameKind<P, M> kind, GameRules<?, P, M> rules, GameReplay<P, M> replay) {
        this.kind = kind;
        this.replay = replay;
        this.claims = rules.claimsInOneLine();
    }

    void check(History<P, M> history, WrittenNode node) {
        for (Outcome o : claims.apply(history)) {
            if (noted.add(o.termination().id() + " " + o.article().citation())) {
                replay.add(Findings.info(CheckCost.EXPENSIVE, CLAIMABLE_DRAW, node.move(), Findings.message("claimable",
                        kind.sideName(history.current().turn()), kind.verdict(o))));
            }
        }
    }
}
