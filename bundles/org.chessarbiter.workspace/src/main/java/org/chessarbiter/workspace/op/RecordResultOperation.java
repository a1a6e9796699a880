package org.chessarbiter.workspace.op;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.eclipse.core.runtime.IProgressMonitor;

/**
 * Records the result of a game: round {@code N}, the board (or the board a player plays on), the
 * result as written on the board, first player first ({@link ResultNotation}: played, forfeited
 * (000 Part 2 Art. 4.4, FIDE 2018 6.9), unplayed). A game of a published round without its result
 * gets it; a result a published round already has is never rewritten (DESIGN "a published round is
 * never rewritten"): changing it is refused, naming the later published round paired on it. In a
 * round not published, a changed result is a warning when a later round was paired on the old one.
 */
public final class RecordResultOperation extends StateOperation {

    private final int round;
    private final int board;
    private final int player;
    private final int game;
    private final GameResult result;

    private RecordResultOperation(Path state, int round, int board, int player, int game, GameResult result) {
        super(state);
        this.round = round;
        this.board = board;
        this.player = player;
        this.game = game;
        this.result = result;
    }

    /** The result of board {@code board} of round {@code round} (its first game). */
    public static RecordResultOperation onBoard(Path state, int round, int board, GameResult result) {
        return new RecordResultOperation(state, round, board, 0, 1, result);
    }

    /** The result of the board player {@code startNumber} plays in round {@code round}, written as on that board. */
    public static RecordResultOperation forPlayer(Path state, int round, int startNumber, GameResult result) {
        return new RecordResultOperation(state, round, 0, startNumber, 1, result);
    }

    /** The same, for game {@code game} (1 or 2) of a two-game match (Luật cờ Tướng 2004 Điều 21.2). */
    public RecordResultOperation game(int which) {
        return new RecordResultOperation(state, round, board, player, which, result);
    }

    @Override
    protected ParseResult<Tournament> change(Tournament t, IProgressMonitor monitor) {
        Optional<Round> r = t.rounds().stream().filter(x -> x.number() == round && !x.pairings().isEmpty()).findFirst();
        if (r.isEmpty()) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.round(round), "round.notPaired", round));
        }
        Optional<Pairing> found = r.get().pairings().stream()
                .filter(p -> board > 0 ? p.board() == board : p.involves(player)).findFirst();
        if (found.isEmpty()) {
            return ParseResult.fail(board > 0
                    ? OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.board(round, board), "result.noBoard", round, board)
                    : OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.player(player), "result.notPlaying", round, player));
        }
        Pairing p = found.get();
        if (game < 1 || game > p.games().size()) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.board(round, p.board()),
                    "result.noGame", round, p.board(), game, p.games().size()));
        }
        GameResult was = p.games().get(game - 1);
        if (was == result) {
            return ParseResult.ok(t, List.of(OperationProblems.note(OperationProblems.board(round, p.board()), "result.unchanged",
                    round, p.board(), result.notation())));
        }
        boolean pending = was == GameResult.NOT_YET_PLAYED || was == GameResult.ADJOURNED;
        List<Integer> later = t.rounds().stream().filter(x -> x.number() > round && x.isPaired())
                .map(x -> x.number()).toList();
        if (r.get().published() && !pending) {
            Optional<Round> pairedOnIt = t.rounds().stream().filter(x -> x.number() > round && x.published() && x.isPaired())
                    .findFirst();
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.board(round, p.board()),
                    pairedOnIt.isPresent() ? "result.publishedPairedOn" : "result.published", round, p.board(), was.notation(),
                    result.notation(), pairedOnIt.map(Round::number).orElse(0)));
        }
        List<Problem> problems = new ArrayList<>();
        if (!pending && !later.isEmpty()) {
            problems.add(OperationProblems.warning(OperationProblems.board(round, p.board()), "result.laterRoundPaired", round,
                    p.board(), later.get(0)));
        }
        List<GameResult> games = new ArrayList<>(p.games());
        games.set(game - 1, result);
        List<Pairing> pairings = new ArrayList<>(r.get().pairings());
        pairings.set(pairings.indexOf(p), new Pairing(p.board(), p.first(), p.second(), games, p.scoresheet()));
        Round changed = new Round(r.get().number(), r.get().date(), r.get().published(), pairings, r.get().byes());
        return ParseResult.ok(t.withRound(changed), problems);
    }
}
