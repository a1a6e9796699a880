package org.chessarbiter.workspace.op;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.players.FideList;
import org.chessarbiter.tournament.players.RatingUpdate;
import org.eclipse.core.runtime.IProgressMonitor;

/**
 * Brings the players of a tournament up to date from a FIDE rating list the user downloaded (TXT or
 * XML, read streamed: {@link FideList}): the players whose FIDE ID is on the list take its standard
 * rating, title, federation and birth year ({@link RatingUpdate}); each change is a note at its player,
 * each player whose FIDE ID the list does not hold a warning. Before the first round is paired the
 * pairing numbers are given again by FIDE C.04.2, the ratings having changed; after it they stay.
 * Cancelled while reading, it writes nothing.
 */
public final class UpdateRatingsOperation extends StateOperation {

    private final Path list;

    public UpdateRatingsOperation(Path state, Path list) {
        super(state);
        this.list = list;
    }

    @Override
    protected ParseResult<Tournament> change(Tournament t, IProgressMonitor monitor) {
        RatingUpdate update = new RatingUpdate(t.players());
        ParseResult<Integer> read = FideList.read(list, update, new MonitorProgress(monitor));
        if (!read.isOk()) {
            return ParseResult.fail(read.problems());
        }
        List<Problem> problems = new ArrayList<>(read.problems());
        problems.add(OperationProblems.note(OperationProblems.file(list), "ratings.read", read.value(), list.getFileName()));
        for (RatingUpdate.Change c : update.changes(t.players())) {
            problems.addAll(changes(c.before(), c.after()));
        }
        for (Player p : update.unmatched()) {
            problems.add(OperationProblems.warning(OperationProblems.player(p.startNumber()), "ratings.unmatched", p.name(), p.fideId()));
        }
        long withoutId = t.players().stream().filter(p -> p.fideId() == 0).count();
        if (withoutId > 0) {
            problems.add(OperationProblems.note(OperationProblems.file(list), "ratings.withoutId", withoutId));
        }
        Tournament updated = t.withPlayers(update.players());
        if (pairedRounds(t) == 0) {
            updated = PairingNumbers.renumbered(updated, PairingNumbers.initialOrder(updated.players()));
        }
        return ParseResult.ok(updated, problems);
    }

    /** A note at the player for each field the list changed. */
    private static List<Problem> changes(Player before, Player after) {
        List<Problem> out = new ArrayList<>();
        String[][] fields = {
            {"rating", Integer.toString(before.fideRating()), Integer.toString(after.fideRating())},
            {"title", before.title(), after.title()},
            {"federation", before.federation(), after.federation()},
            {"birth", before.birthDate(), after.birthDate()}};
        for (String[] f : fields) {
            if (!f[1].equals(f[2])) {
                out.add(OperationProblems.note(OperationProblems.player(before.startNumber()), "ratings.changed." + f[0], before.name(),
                        f[1].isEmpty() ? "-" : f[1], f[2].isEmpty() ? "-" : f[2]));
            }
        }
        return out;
    }
}
