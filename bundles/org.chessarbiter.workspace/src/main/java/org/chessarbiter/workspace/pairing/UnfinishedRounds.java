package org.chessarbiter.workspace.pairing;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.trf.TrfDocument;
import org.chessarbiter.tournament.trf.TrfLine;
import org.chessarbiter.tournament.trf.TrfRecord;
import org.chessarbiter.tournament.trf.TrfTournamentMapper;

/**
 * No round is paired past a round with games still without a result ({@link Round#unfinished}):
 * each such round is an error naming its boards (board number and players, the boards numbered as
 * the file reads them) and located at the line of the first board's first player.
 */
final class UnfinishedRounds {

    private UnfinishedRounds() {
    }

    /** @return one error per round before {@code round} that has a board without its result */
    static List<Problem> before(TrfDocument document, int round) {
        ParseResult<Tournament> read = TrfTournamentMapper.toTournament(document);
        List<Problem> problems = new ArrayList<>();
        if (!read.isOk()) {
            return problems;
        }
        for (Round r : read.value().rounds()) {
            List<Pairing> open = r.number() < round ? r.unfinished() : List.of();
            if (!open.isEmpty()) {
                String boards = open.stream().map(p -> p.board() + " (" + p.first() + " - " + p.second() + ")")
                        .collect(Collectors.joining(", "));
                problems.add(Problem.error(ProblemKind.ILLEGAL, Location.at(lineOf(document, open.get(0).first()), 1),
                        Message.of(UnfinishedRounds.class, "round.unfinished", r.number(), boards, open.size(), round)));
            }
        }
        return problems;
    }

    private static int lineOf(TrfDocument document, int startNumber) {
        return document.lines().stream().filter(l -> l.record() instanceof TrfRecord.Player p && p.startNumber() == startNumber)
                .mapToInt(TrfLine::number).findFirst().orElse(1);
    }
}
