package org.chessarbiter.tournament.ui.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.chessarbiter.tournament.core.Bye;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.eclipse.osgi.util.NLS;

/**
 * A row of the Rounds table: a board (its players and result) or a bye.
 *
 * @param board  the board number, 0 for a bye
 * @param first  the first player (White, Red) or the player with the bye, "number name"
 * @param second the second player, or the kind of bye
 * @param result the result as written ("1-0", "½-½", "+/-"), "" while there is none
 */
public record BoardRow(int board, String first, String second, String result) {

    /** The rows of a round: its boards in order, then its byes. */
    public static List<BoardRow> of(Tournament t, Round r) {
        Map<Integer, String> names = t.players().stream().collect(Collectors.toMap(Player::startNumber, Player::name, (a, b) -> a));
        Function<Integer, String> who = n -> n + "  " + names.getOrDefault(n, "");
        List<BoardRow> rows = new ArrayList<>();
        for (Pairing p : r.pairings()) {
            String result = p.games().stream().map(g -> g == GameResult.NOT_YET_PLAYED ? "" : g.notation())
                    .collect(Collectors.joining("  ")).strip();
            rows.add(new BoardRow(p.board(), who.apply(p.first()), who.apply(p.second()), result));
        }
        for (Bye b : r.byes()) {
            rows.add(new BoardRow(0, who.apply(b.player()), NLS.bind(Messages.Rounds_bye, byeName(b)), ""));
        }
        return rows;
    }

    private static String byeName(Bye b) {
        return ByeNames.of(b.kind());
    }
}
