package org.chessarbiter.workspace.op;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.players.CsvPlayers;
import org.eclipse.core.runtime.IProgressMonitor;

/**
 * Enters the players of a list into a tournament before its first round is paired: a CSV file
 * ({@link CsvPlayers}: a spreadsheet's export, English or Vietnamese headers) or the players of a TRF
 * file. The list is imported whole or not at all: one bad row is an error located at its line and
 * column in the list, and nothing is written. The pairing numbers of all players, those entered before
 * and those imported, are then given by FIDE C.04.2 (rating, title, name).
 */
public final class ImportPlayersOperation extends StateOperation {

    private final Path source;

    /**
     * @param state  the tournament's state file
     * @param source the list: {@code *.csv} (or {@code *.tsv}), else a TRF or {@code *.tournament} file whose players are taken
     */
    public ImportPlayersOperation(Path state, Path source) {
        super(state);
        this.source = source;
    }

    @Override
    protected ParseResult<Tournament> change(Tournament t, IProgressMonitor monitor) {
        int paired = pairedRounds(t);
        if (paired > 0) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.round(paired), "import.roundsPaired",
                    source.getFileName(), paired));
        }
        ParseResult<List<Player>> read = players(source);
        if (!read.isOk()) {
            return ParseResult.fail(read.problems());
        }
        List<Problem> problems = new ArrayList<>(read.problems());
        List<Player> all = new ArrayList<>(t.players());
        int next = t.players().stream().mapToInt(Player::startNumber).max().orElse(0);
        for (Player p : read.value()) {
            problems.addAll(AddPlayerOperation.duplicates(t, p));
            next++;
            all.add(new Player(next, p.name(), p.sex(), p.title(), p.nationalGrade(), p.birthDate(), p.federation(), p.club(), p.fideId(),
                    p.fideRating(), p.nationalRating()));
        }
        Tournament with = t.withPlayers(all);
        problems.add(OperationProblems.note(OperationProblems.file(source), "import.players", read.value().size(), source.getFileName(),
                all.size()));
        return ParseResult.ok(PairingNumbers.renumbered(with, PairingNumbers.initialOrder(all)), problems);
    }

    /** The players of a list: a CSV file, else the players of a tournament file; problems located in the list. */
    public static ParseResult<List<Player>> players(Path source) {
        String name = source.getFileName() == null ? "" : source.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".csv") || name.endsWith(".tsv")) {
            return CsvPlayers.read(source);
        }
        ParseResult<Tournament> t = TournamentStore.load(source);
        List<Problem> problems = t.problems().stream()
                .map(p -> p.location().field() == null ? p.at(p.location().inField(source.toString())) : p).toList();
        return t.isOk() ? ParseResult.ok(t.value().players(), problems) : ParseResult.fail(problems);
    }
}
