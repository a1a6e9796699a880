package org.chessarbiter.workspace.project;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.game.WrittenGame;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Outcome;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;

/**
 * The results of the linked games against the tournament's. A finished game ({@code 1-0}, {@code 0-1},
 * {@code 1/2-1/2}) whose board has no result in the state gives the board its result in the build's
 * <em>effective</em> tournament (the signed scoresheet is the record of the game, FIDE 2018 Art. 8.7), unless the
 * regulations say {@code results_from_scoresheets ignore}: then the result is not taken and a warning on the
 * scoresheet says the arbiter records it. A finished
 * game whose result differs from the state's is an error on both files: the scoresheet's result and the state's
 * line of the first player in that round; when the state already has the next round, that round was paired on the
 * recorded result and stays (a published round is never rewritten): the problem says so. The state's result is
 * kept in the effective tournament. A second scoresheet of a board already linked is a warning and is not used.
 */
final class ScoresheetResults {

    /** The effective tournament, the results taken into it, the problems, and the results that disagree. */
    record Reconciled(Tournament effective, List<TakenResult> taken, List<ProjectProblem> problems,
            List<ResultDisagreement> disagreements) {
    }

    private ScoresheetResults() {
    }

    /** {@code take}: a missing result is taken from a finished scoresheet (the regulations' setting). */
    static Reconciled reconcile(TournamentState state, Tournament t, List<LinkedGame> games, boolean take) {
        List<TakenResult> taken = new ArrayList<>();
        List<ProjectProblem> problems = new ArrayList<>();
        List<ResultDisagreement> disagreements = new ArrayList<>();
        Map<String, LinkedGame> seen = new HashMap<>();
        Tournament effective = t;
        for (LinkedGame g : games) {
            String key = g.round() + "/" + g.pairing().board();
            LinkedGame first = seen.putIfAbsent(key, g);
            if (first != null) {
                problems.add(problem(g.file(), BoardLinks.at(g.game(), "Round"), false, "link.duplicate", "link", g.round(),
                        g.pairing().board(), first.file().getFileName()));
                continue;
            }
            Optional<GameResult> written = result(g.game());
            if (written.isEmpty()) {
                continue;
            }
            GameResult recorded = g.pairing().result();
            if (recorded.forFirst() == Outcome.PENDING && !take) {
                problems.add(problem(g.file(), resultAt(g.game()), false, "result.notTaken", "result", g.round(),
                        g.pairing().board(), written.get().notation()));
            } else if (recorded.forFirst() == Outcome.PENDING) {
                effective = withResult(effective, g.round(), g.pairing(), written.get());
                taken.add(new TakenResult(g.round(), g.pairing().board(), g.pairing().first(), g.pairing().second(),
                        written.get(), g.file()));
            } else if (!score(recorded).equals(score(written.get()))) {
                boolean nextPaired = t.rounds().stream().anyMatch(r -> r.number() == g.round() + 1 && r.published() && r.isPaired());
                String key2 = nextPaired ? "result.disagrees.published" : "result.disagrees";
                Object[] args = { g.round(), g.pairing().board(), written.get().notation(), recorded.notation(), g.round() + 1 };
                problems.add(problem(g.file(), resultAt(g.game()), true, key2, nextPaired ? "published" : "result", args));
                problems.add(problem(state.file(), state.resultOf(g.round(), g.pairing().first()), true, key2 + ".state",
                        nextPaired ? "published" : "result", g.round(), g.pairing().board(), written.get().notation(),
                        recorded.notation(), g.round() + 1, g.file().getFileName()));
                boolean published = t.rounds().stream().anyMatch(r -> r.number() == g.round() && r.published());
                disagreements.add(new ResultDisagreement(g.file(), state.file(), g.round(), g.pairing().board(), written.get(), recorded,
                        published, g.game().tag("Result").map(tag -> tag.valueAt()), Optional.ofNullable(g.game().result()),
                        resultAt(g.game()), state.resultOf(g.round(), g.pairing().first())));
            }
        }
        return new Reconciled(effective, taken, problems, disagreements);
    }

    /** The result of a finished game as written: its termination marker ({@code *} is no result). */
    static Optional<GameResult> result(WrittenGame g) {
        String score = g.resultScore();
        if (score == null) {
            score = g.tagValue("Result").map(String::strip).orElse("*");
        }
        return switch (score) {
            case "1-0" -> Optional.of(GameResult.FIRST_WINS);
            case "0-1" -> Optional.of(GameResult.SECOND_WINS);
            case "1/2-1/2", "½-½" -> Optional.of(GameResult.DRAW);
            default -> Optional.empty();
        };
    }

    /** The score of a result, whether played, forfeited or unrated: "1-0", "0-1", "1/2-1/2", "0-0". */
    private static String score(GameResult r) {
        return switch (r) {
            case FIRST_WINS, FIRST_WINS_BY_FORFEIT, FIRST_WINS_UNRATED -> "1-0";
            case SECOND_WINS, SECOND_WINS_BY_FORFEIT, SECOND_WINS_UNRATED -> "0-1";
            case DRAW, DRAW_UNRATED -> "1/2-1/2";
            case DOUBLE_FORFEIT -> "0-0";
            default -> "*";
        };
    }

    private static Tournament withResult(Tournament t, int round, Pairing board, GameResult result) {
        Round r = t.rounds().stream().filter(x -> x.number() == round).findFirst().orElseThrow();
        List<Pairing> pairings = new ArrayList<>(r.pairings());
        List<GameResult> games = new ArrayList<>(board.games());
        games.set(0, result);
        pairings.set(pairings.indexOf(board), new Pairing(board.board(), board.first(), board.second(), games, board.scoresheet()));
        return t.withRound(new Round(r.number(), r.date(), r.published(), pairings, r.byes()));
    }

    /** Where the result of a game is written: its {@code Result} tag, else its termination marker. */
    private static Location resultAt(WrittenGame g) {
        if (g.tag("Result").isPresent()) {
            return g.tag("Result").get().where().location();
        }
        return g.result() != null ? g.result().location() : BoardLinks.at(g, "Round");
    }

    private static ProjectProblem problem(Path file, Location at, boolean error, String key, String rule, Object... args) {
        Message m = Message.of(ScoresheetResults.class, key, args);
        return new ProjectProblem(file, error ? Problem.error(ProblemKind.ILLEGAL, at, m) : Problem.warning(ProblemKind.ILLEGAL, at, m),
                rule, ProjectProblem.Origin.PROJECT);
    }
}
