package org.chessarbiter.workspace.op;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.eclipse.core.runtime.IProgressMonitor;

/**
 * Gives every pairing number again in the initial order of FIDE C.04.2 (rating, title, name), after the
 * data it is made from were corrected (a rating, a title, a late entrant): C.04.2 "Initial order" lets the
 * pairing numbers be reassigned when those data were not correct, and allows no modification of a
 * pairing number after the fourth round has been paired ({@link #LAST_ROUND}). Every reference to a
 * number (rounds, byes, teams, withdrawals, late entries) is renumbered with it.
 * <p>
 * Refused: once round 4 is paired (C.04.2); once a round is published, because the published pairing
 * list shows the numbers and is never rewritten (DESIGN; 000 Part 2 Art. 13.7 places a late entrant's
 * number after the players present instead); in an all-play-all event, whose numbers are drawn by lot
 * and fix the whole schedule (000 Part 2 Art. 9; the tables of Phụ lục 1). A round paired and
 * not published keeps its games under the new numbers, and is to be paired again (a warning): it was
 * paired on the old order.
 */
public final class ReassignPairingNumbersOperation extends StateOperation {

    /** C.04.2: no modification of a pairing number is allowed after this round has been paired. */
    public static final int LAST_ROUND = 4;

    public ReassignPairingNumbersOperation(Path state) {
        super(state);
    }

    /** Whether the numbers of {@code t} may still be reassigned (the reason is the operation's error when not). */
    public static boolean allowed(Tournament t) {
        return refusal(t).isEmpty();
    }

    @Override
    protected ParseResult<Tournament> change(Tournament t, IProgressMonitor monitor) {
        List<Problem> refused = refusal(t);
        if (!refused.isEmpty()) {
            return ParseResult.fail(refused);
        }
        Map<Integer, Integer> map = PairingNumbers.initialOrder(t.players());
        List<Problem> problems = new ArrayList<>();
        if (map.entrySet().stream().allMatch(e -> e.getKey().equals(e.getValue()))) {
            problems.add(OperationProblems.note(OperationProblems.file(state), "renumber.unchanged", t.players().size()));
            return ParseResult.ok(t, problems);
        }
        long moved = map.entrySet().stream().filter(e -> !e.getKey().equals(e.getValue())).count();
        problems.add(OperationProblems.note(OperationProblems.file(state), "renumber.done", moved, t.players().size()));
        for (Round r : t.rounds()) {
            if (r.isPaired()) {
                problems.add(OperationProblems.warning(OperationProblems.round(r.number()), "renumber.repair", r.number()));
            }
        }
        return ParseResult.ok(PairingNumbers.renumbered(t, map), problems);
    }

    private static List<Problem> refusal(Tournament t) {
        if (t.info().system().isAllPlayAll()) {
            return List.of(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.part("players"), "renumber.allPlayAll"));
        }
        int paired = pairedRounds(t);
        if (paired >= LAST_ROUND) {
            return List.of(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.round(paired), "renumber.tooLate", paired,
                    LAST_ROUND));
        }
        int published = t.rounds().stream().filter(r -> r.published() && r.isPaired()).mapToInt(Round::number).max().orElse(0);
        if (published > 0) {
            return List.of(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.round(published), "renumber.published",
                    published));
        }
        return List.of();
    }
}
