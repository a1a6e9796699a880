package org.chessarbiter.rules.game;

import static org.chessarbiter.rules.game.GameIssueCodes.AMBIGUOUS_MOVE;
import static org.chessarbiter.rules.game.GameIssueCodes.ILLEGAL_MOVE;
import static org.chessarbiter.rules.game.GameIssueCodes.MISSING_MOVE;
import static org.chessarbiter.rules.game.GameIssueCodes.MIXED_NOTATION;
import static org.chessarbiter.rules.game.GameIssueCodes.MOVE_AFTER_END;
import static org.chessarbiter.rules.game.GameIssueCodes.UNREADABLE_MOVE;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.chessarbiter.rules.GameRules;
import org.chessarbiter.rules.History;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.notation.MoveNotation;

/**
 * Replays the lines of a written game with its engine: every move of the main line and of every
 * variation (a variation replaces the move it follows, from the position before that move). A move that
 * cannot be read or played is reported with its candidates and ends its line (the rest of that line
 * cannot be placed); the move numbers are checked ({@link MoveNumbers}); a move after an automatic
 * ending of the game (checkmate, stalemate, dead position; FIDE 2018 9.6.1 / 9.6.2; a xiangqi position
 * without legal move, Luật cờ Tướng 2004 Điều 7.1) is an error citing the article; on the main line
 * the draws a player could claim are noted ({@link ClaimCheck}).
 */
final class LineReplayer<P extends Position<P, M>, M extends Move> {
    private final GameKind<P, M> kind;
    private final GameRules<?, P, M> rules;
    private final GameReplay<P, M> replay;
    private final ClaimCheck<P, M> claims;
    private final Predicate<List<P>> endPossible;
    private final Predicate<List<P>> claimPossible;
    private boolean mixedReported;

    /** A replayer noting claimable draws when {@code claims} (an expensive check). */
    LineReplayer(GameKind<P, M> kind, GameRules<?, P, M> rules, GameReplay<P, M> replay, boolean claims) {
        this.kind = kind;
        this.rules = rules;
        this.replay = replay;
        this.claims = claims ? new ClaimCheck<>(kind, rules, replay) : null;
        this.endPossible = kind.endPossibleInOneGame();
        this.claimPossible = claims ? kind.claimPossibleInOneLine() : null;
    }

    /** Replays the main line from {@code start}, reading moves with {@code tracker}. */
    void replayMain(P start, NotationTracker<P, M> tracker) {
        replay(replay.game().main(), List.of(start), List.of(), tracker, true);
        replay.notation(tracker.current());
    }

    private void replay(WrittenLine line, List<P> before, List<M> played, NotationTracker<P, M> tracker, boolean main) {
        Line l = new Line(line, before, played, tracker, main);
        // the loop alone here, the move in a method of its own: compiled once as a method, where a loop over a long
        // line's moves in this method was compiled twice (on the stack while the first games ran, then as a method)
        for (WrittenNode node : line.nodes()) {
            if (!l.move(node)) {
                l.complete = false;
                break;
            }
        }
        if (main) {
            if (l.unsettled) {
                l.ended = rules.automaticOutcome(History.ofGrowing(l.positions, l.moves)).orElse(null);
            }
            replay.end(l.ended, l.complete);
        }
    }

    /** A line being replayed: the position reached, the positions and moves up to it, how it ended. */
    private final class Line {
        private final NotationTracker<P, M> tracker;
        private final boolean main;
        private P p;
        // positions and moves are only appended to (History.ofGrowing), room made for the whole line at once
        private final List<P> positions;
        private final List<M> moves;
        private Outcome ended;
        // after a move where endPossible said no, the game has ended only if the side to move has no legal
        // move: the next move read proves it has one, so the rules are asked only when it cannot be read
        private boolean unsettled;
        private boolean complete = true;

        Line(WrittenLine line, List<P> before, List<M> played, NotationTracker<P, M> tracker, boolean main) {
            this.tracker = tracker;
            this.main = main;
            p = before.get(before.size() - 1);
            replay.lineStart(line, p);
            positions = new ArrayList<>(before.size() + line.nodes().size());
            positions.addAll(before);
            moves = new ArrayList<>(played.size() + line.nodes().size());
            moves.addAll(played);
        }

        /** Reads and plays the move of {@code node}; false when the line ends there (the move is not played). */
        boolean move(WrittenNode node) {
            String text = node.move().text();
            ParseResult<M> r = ended == null ? tracker.read(p, text) : null;
            if (unsettled && !r.isOk()) {
                ended = rules.automaticOutcome(History.ofGrowing(positions, moves)).orElse(null);
            }
            unsettled = false;
            if (ended != null) {
                replay.add(Findings.error(CheckCost.NORMAL, MOVE_AFTER_END, ProblemKind.INCONSISTENT, node.move(),
                        Findings.message("moveAfterEnd", kind.verdict(ended)), List.of()));
                return false;
            }
            MoveNumbers.Check number = MoveNumbers.check(kind, node.number(), p);
            if (number == MoveNumbers.Check.ONE_MISSING && !r.isOk() && missingMove(node, p, tracker.current())) {
                variations(node, positions, moves, tracker);
                return false;
            }
            MoveNumbers.report(kind, node.number(), p, number, replay);
            if (!r.isOk()) {
                moveProblem(node, p, r.error().orElseThrow(), tracker.failedIn());
                variations(node, positions, moves, tracker);
                return false;
            }
            if (tracker.changedFrom() != null && !mixedReported) {
                mixedReported = true;
                replay.add(Findings.warning(CheckCost.NORMAL, MIXED_NOTATION, ProblemKind.INCONSISTENT, node.move(),
                        Findings.message("mixedNotation", tracker.used().id(), tracker.changedFrom().id()),
                        List.of(tracker.changedFrom().id(), tracker.used().id())));
            }
            M m = r.value();
            P after = p.play(m);
            replay.played(node, new ReplayedMove<>(p, m, after, tracker.used()), main);
            variations(node, positions, moves, tracker);
            positions.add(after);
            moves.add(m);
            p = after;
            if (endPossible.test(positions)) {
                ended = rules.automaticOutcome(History.ofGrowing(positions, moves)).orElse(null);
            } else {
                unsettled = true;
            }
            if (main && claims != null && ended == null && claimPossible.test(positions)) {
                claims.check(History.ofGrowing(positions, moves), node);
            }
            return true;
        }
    }

    /** The variations of {@code node}: alternatives to it, from the position before it (also when it failed). */
    private void variations(WrittenNode node, List<P> positions, List<M> moves, NotationTracker<P, M> tracker) {
        for (WrittenLine v : node.variations()) {
            replay(v, positions, moves, tracker.copy(), false);
        }
    }

    /**
     * The number says one move is missing and the written move cannot be played now: if some legal move
     * makes it playable, report the missing move with those moves as candidates.
     */
    private boolean missingMove(WrittenNode node, P p, MoveNotation<P, M> notation) {
        List<String> candidates = new ArrayList<>();
        for (M m : p.legalMoves()) {
            if (notation.parse(p.play(m), node.move().text()).isOk()) {
                candidates.add(notation.format(p, m));
            }
        }
        if (candidates.isEmpty()) {
            return false;
        }
        replay.add(Findings.error(CheckCost.NORMAL, MISSING_MOVE, ProblemKind.INCONSISTENT, node.number(),
                Findings.message("missingMove", kind.sideName(p.turn()), kind.moveNumber(p), node.number().text(),
                        node.move().text(), String.join(", ", candidates)),
                candidates));
        return true;
    }

    private void moveProblem(WrittenNode node, P p, Problem problem, MoveNotation<P, M> notation) {
        String code = switch (problem.kind()) {
            case AMBIGUOUS -> AMBIGUOUS_MOVE;
            case INVALID_SYNTAX -> UNREADABLE_MOVE;
            default -> ILLEGAL_MOVE;
        };
        List<String> data;
        if (problem.kind() == ProblemKind.AMBIGUOUS) {
            data = candidates(p, problem, notation);
        } else {
            data = Findings.nearLegalMoves(p, node.move().text(), notation);
        }
        Problem located = new Problem(problem.kind(), problem.severity(), problem.message(), node.move().location(),
                problem.candidates());
        replay.add(new Finding(code, located, false, data, CheckCost.NORMAL));
    }

    @SuppressWarnings("unchecked")
    private List<String> candidates(P p, Problem problem, MoveNotation<P, M> notation) {
        List<String> texts = new ArrayList<>();
        for (Move c : problem.candidates()) {
            // the candidates of an AMBIGUOUS problem are moves of this position, read by this game's notation
            texts.add(notation.format(p, (M) c));
        }
        return texts;
    }
}
