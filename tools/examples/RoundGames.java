import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.engine.EngineException;
import org.chessarbiter.tournament.core.Pairing;

/**
 * Plays the boards of a round paired in a tournament file and enters their results: one scoresheet per board, with
 * the tags that link it to its board (Round, Board as the file numbers it, WhiteNumber, BlackNumber).
 */
final class RoundGames {

    /** What an example says about its games: the game, the event's tags, the players' levels. */
    interface Event {
        boolean xiangqi();

        /** The level (1..8) of the engine playing for entrant {@code number}. */
        int level(int number);

        /** The event's own tags of a game (Event, Site, Date, ...), before the board's. */
        void tags(Scoresheet s, int round);

        TrfState.Entrant entrant(int number);
    }

    private RoundGames() {
    }

    static List<Scoresheet> play(Event event, TrfState state, int round, long seed) throws EngineException {
        List<Scoresheet> sheets = new ArrayList<>();
        for (Pairing p : state.boards(round)) {
            TrfState.Entrant w = event.entrant(p.first());
            TrfState.Entrant b = event.entrant(p.second());
            long gameSeed = seed + 1_000L * round + p.board();
            SelfPlay.Played g = event.xiangqi() ? Games.xiangqi(event.level(w.number()), event.level(b.number()), gameSeed)
                    : Games.chess(event.level(w.number()), event.level(b.number()), gameSeed);
            Scoresheet s = Games.sheet(g, event.xiangqi(), event.xiangqi() ? "Đỏ" : "Trắng", "Đen");
            event.tags(s, round);
            s.tag("Round", round).tag("Board", p.board()).tag("White", w.name()).tag("Black", b.name())
                    .tag("WhiteNumber", w.number()).tag("BlackNumber", b.number()).tag("Result", g.result());
            sheets.add(s);
            state.result(round, p.first(), p.second(), ChessOpen.trf(g.result()));
        }
        return sheets;
    }
}
