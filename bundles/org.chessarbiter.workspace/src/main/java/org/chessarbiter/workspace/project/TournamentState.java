package org.chessarbiter.workspace.project;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.io.InputFile;
import org.chessarbiter.tournament.trf.TrfDocument;
import org.chessarbiter.tournament.trf.TrfLine;
import org.chessarbiter.tournament.trf.TrfReader;
import org.chessarbiter.tournament.trf.TrfRecord;
import org.chessarbiter.workspace.standings.StandingsService;

/**
 * The tournament state file of a project as read: the tournament (by the reader of the standings and the
 * pairing: {@link StandingsService#load}), its problems, and what is needed to point at the line of a board in
 * it: the TRF document (a player's {@code 001} line, the column of a round's result) or the text of a
 * {@code *.tournament} file (the line of a round's pairing element).
 *
 * @param file       the file
 * @param tournament the tournament, empty when it could not be read
 * @param problems   the problems of reading it
 * @param trf        the TRF document, for a TRF file read without error
 * @param lines      the text of the file, line by line
 */
public record TournamentState(Path file, Optional<Tournament> tournament, List<Problem> problems, Optional<TrfDocument> trf,
        List<String> lines) {

    /** The first column of a TRF player line's round blocks, 0-based (TRF-16 / TRF26: column 90 is 1-based 91 - 1). */
    private static final int FIRST_ROUND_COLUMN = 89;

    public TournamentState {
        problems = List.copyOf(problems);
        lines = List.copyOf(lines);
    }

    /** Reads {@code file}; never throws. */
    public static TournamentState load(Path file) {
        ParseResult<Tournament> read = StandingsService.load(file);
        ParseResult<byte[]> bytes = InputFile.read(file);
        List<String> lines = bytes.isOk() ? new String(bytes.value(), StandardCharsets.UTF_8).lines().toList() : List.of();
        Optional<TrfDocument> trf = Optional.empty();
        if (bytes.isOk() && read.isOk() && file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".trf")) {
            ParseResult<TrfDocument> doc = TrfReader.read(bytes.value(), StandardCharsets.UTF_8);
            trf = Optional.ofNullable(doc.value());
        }
        boolean usable = read.isOk() && read.problems().stream().noneMatch(Problem::isError);
        return new TournamentState(file, usable ? Optional.of(read.value()) : Optional.empty(), read.problems(), trf, lines);
    }

    /**
     * Where the result of {@code player} in round {@code round} stands in the file: in a TRF file the result
     * column of the round's block on the player's {@code 001} line; in a tournament file the line of the round's
     * pairing element holding the player; the first line when it cannot be told.
     */
    public Location resultOf(int round, int player) {
        if (trf.isPresent()) {
            for (TrfLine l : trf.get().lines()) {
                if (l.record() instanceof TrfRecord.Player p && p.startNumber() == player && l.hasSource()) {
                    return Location.at(l.number(), FIRST_ROUND_COLUMN + 10 * (round - 1) + 10);
                }
            }
            return Location.at(1, 1);
        }
        return pairingLine(round, player);
    }

    /** The line of the pairing element of {@code player} in round {@code round} of a tournament file, by element order. */
    private Location pairingLine(int round, int player) {
        Optional<Tournament> t = tournament;
        if (t.isEmpty()) {
            return Location.at(1, 1);
        }
        List<Round> rounds = t.get().rounds();
        int roundIndex = indexOf(rounds, round);
        if (roundIndex < 0) {
            return Location.at(1, 1);
        }
        List<Pairing> pairings = rounds.get(roundIndex).pairings();
        int pairingIndex = -1;
        for (int i = 0; i < pairings.size(); i++) {
            if (pairings.get(i).involves(player)) {
                pairingIndex = i;
            }
        }
        int seenRounds = -1;
        int seenPairings = -1;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.contains("<rounds")) {
                seenRounds++;
                seenPairings = -1;
            } else if (seenRounds == roundIndex && line.contains("<pairings")) {
                seenPairings++;
                if (seenPairings == pairingIndex) {
                    return Location.at(i + 1, line.indexOf("<pairings") + 1);
                }
            }
        }
        return Location.at(1, 1);
    }

    private static int indexOf(List<Round> rounds, int number) {
        for (int i = 0; i < rounds.size(); i++) {
            if (rounds.get(i).number() == number) {
                return i;
            }
        }
        return -1;
    }

    /** The problems of reading, as problems of the project. */
    List<ProjectProblem> projectProblems() {
        List<ProjectProblem> out = new ArrayList<>();
        for (Problem p : problems) {
            Location at = p.location().line() > 0 ? p.location() : new Location(0, 0, 1, 1, p.location().field());
            out.add(new ProjectProblem(file, p.at(at), "tournament", ProjectProblem.Origin.READING));
        }
        return out;
    }
}
