package org.chessarbiter.workspace.op;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Tournament;
import org.eclipse.core.runtime.IProgressMonitor;

/**
 * Enters a player before the first round is paired: the pairing numbers of all players are given
 * again in the initial order of FIDE C.04.2 (rating, title, name), the new player's among them. Once a
 * round is paired, a player joins as a late entry ({@link LateEntryOperation}).
 */
public final class AddPlayerOperation extends StateOperation {

    private final Player entrant;

    /** @param entrant the player; its start number is given by the operation (any positive number here) */
    public AddPlayerOperation(Path state, Player entrant) {
        super(state);
        this.entrant = entrant;
    }

    @Override
    protected ParseResult<Tournament> change(Tournament t, IProgressMonitor monitor) {
        int paired = pairedRounds(t);
        if (paired > 0) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.round(paired), "add.roundsPaired",
                    entrant.name(), paired));
        }
        List<Problem> problems = new ArrayList<>(duplicates(t, entrant));
        Map.Entry<Tournament, Integer> entered = PairingNumbers.entered(t, entrant, true);
        problems.add(OperationProblems.note(OperationProblems.player(entered.getValue()), "add.numbered", entrant.name(),
                entered.getValue()));
        return ParseResult.ok(entered.getKey(), problems);
    }

    /** A warning when a player of the same name (or the same FIDE ID) is already entered. */
    static List<Problem> duplicates(Tournament t, Player entrant) {
        return t.players().stream()
                .filter(p -> p.name().equalsIgnoreCase(entrant.name()) || entrant.fideId() != 0 && p.fideId() == entrant.fideId())
                .map(p -> OperationProblems.warning(OperationProblems.player(p.startNumber()), "add.duplicate", entrant.name(),
                        p.startNumber()))
                .toList();
    }
}
