package org.chessarbiter.workspace.op;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.LateEntry;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.eclipse.core.runtime.IProgressMonitor;

/**
 * Admits a player late, playing from round {@code R} (the next round to pair unless said): the rounds
 * before score nothing (000 Part 2 Art. 13.7: "trong những vòng không chơi đấu thủ đó không được điểm").
 * Pairing numbers: while no round is published they are given again in the initial order of FIDE
 * C.04.2 (the reassignment C.04.2 allows), the entrant's among them; once a round is published the
 * entrant takes the next free number, after the players present (000 Part 2 Art. 13.7: his number is
 * placed once he is present), since renumbering would rewrite the published pairing lists (DESIGN).
 * A round he would have joined that is already paired and not published is to be paired again (a warning);
 * a published round cannot be joined.
 */
public final class LateEntryOperation extends StateOperation {

    private final Player entrant;
    private final int firstRound;

    /**
     * @param entrant    the player; its start number is given by the operation
     * @param firstRound the first round he plays, 0 for the next round to pair
     */
    public LateEntryOperation(Path state, Player entrant, int firstRound) {
        super(state);
        this.entrant = entrant;
        this.firstRound = firstRound;
    }

    @Override
    protected ParseResult<Tournament> change(Tournament t, IProgressMonitor monitor) {
        int paired = pairedRounds(t);
        int lastPublished = t.rounds().stream().filter(r -> r.published() && r.isPaired()).mapToInt(Round::number).max().orElse(0);
        int first = firstRound == 0 ? paired + 1 : firstRound;
        if (first <= lastPublished) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.round(first), "late.published",
                    entrant.name(), first));
        }
        if (t.numberOfRounds() > 0 && first > t.numberOfRounds()) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.round(first), "late.noSuchRound",
                    entrant.name(), first, t.numberOfRounds()));
        }
        List<Problem> problems = new ArrayList<>(AddPlayerOperation.duplicates(t, entrant));
        Map.Entry<Tournament, Integer> entered = PairingNumbers.entered(t, entrant, lastPublished == 0);
        int number = entered.getValue();
        Tournament out = first > 1 ? entered.getKey().withLateEntry(new LateEntry(number, first)) : entered.getKey();
        problems.add(OperationProblems.note(OperationProblems.player(number), lastPublished == 0 ? "add.numbered" : "late.numbered",
                entrant.name(), number));
        if (first > 1) {
            problems.add(OperationProblems.note(OperationProblems.player(number), "late.missedRounds", entrant.name(), first - 1));
        }
        for (int r = first; r <= paired; r++) {
            problems.add(OperationProblems.warning(OperationProblems.round(r), "late.repair", entrant.name(), r));
        }
        return ParseResult.ok(out, problems);
    }
}
