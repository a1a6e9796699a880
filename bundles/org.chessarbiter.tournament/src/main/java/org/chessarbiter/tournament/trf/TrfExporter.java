package org.chessarbiter.tournament.trf;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chessarbiter.rules.Side;
import org.chessarbiter.tournament.core.Cell;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.ResultGrid;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Scoring;
import org.chessarbiter.tournament.core.Team;
import org.chessarbiter.tournament.core.Tournament;

/**
 * Writes a {@link Tournament} as a TRF26 document: 012-122 header records, 142 rounds, 132 dates,
 * 162 scoring when it is not FIDE's 1 / ½ / 0, one 001 record per player (points with the
 * tournament's scoring; ranks from {@code ranks}, 0 when absent), 013 teams. Two-game matches
 * export their first game only (TRF has one result per round).
 */
public final class TrfExporter {

    private TrfExporter() {
    }

    public static TrfDocument toDocument(Tournament t, Map<Integer, Integer> ranks) {
        List<TrfRecord> records = new ArrayList<>();
        text(records, "012", t.info().name());
        text(records, "022", t.info().city());
        text(records, "032", t.info().federation());
        text(records, "042", t.info().startDate());
        text(records, "052", t.info().endDate());
        text(records, "102", t.info().chiefArbiter());
        text(records, "122", t.info().timeControl());
        records.add(new TrfRecord.Rounds("142", t.numberOfRounds()));
        if (t.rounds().stream().anyMatch(r -> !r.date().isEmpty())) {
            records.add(new TrfRecord.RoundDates(t.rounds().stream().map(Round::date).toList()));
        }
        if (!t.scoring().equals(Scoring.fide())) {
            Scoring s = t.scoring();
            records.add(new TrfRecord.ScoringSystem(Map.of('W', s.win(), 'D', s.draw(), 'L', s.loss(), 'P', s.pairingBye(), 'A', s.zeroBye())));
        }
        ResultGrid g = ResultGrid.of(t);
        for (int i = 0; i < g.players(); i++) {
            Player p = t.player(g.startNumber(i)).orElseThrow();
            List<TrfRecord.RoundCell> cells = new ArrayList<>();
            for (int r = 1; r <= g.rounds(); r++) {
                cells.add(cell(g.cell(i, r)));
            }
            while (!cells.isEmpty() && cells.get(cells.size() - 1).isEmpty()) {
                cells.remove(cells.size() - 1);
            }
            records.add(new TrfRecord.Player(p.startNumber(), p.sex().isEmpty() ? ' ' : p.sex().charAt(0), p.title(), p.name(),
                    p.fideRating(), p.federation(), p.fideId() == 0 ? "" : Long.toString(p.fideId()), p.birthDate(),
                    g.score(i, t.scoring(), g.rounds()), ranks.getOrDefault(p.startNumber(), 0), cells));
        }
        for (Team team : t.teams()) {
            records.add(new TrfRecord.Team(team.name(), team.members()));
        }
        return TrfDocument.of(records);
    }

    private static void text(List<TrfRecord> records, String code, String value) {
        if (!value.isEmpty()) {
            records.add(new TrfRecord.Text(code, " " + value));
        }
    }

    private static TrfRecord.RoundCell cell(Cell c) {
        char colour = c.colour() == null ? '-' : c.colour() == Side.FIRST ? 'w' : 'b';
        char result = c.outcome().trfCode();
        if (!c.hasOpponent() && result == ' ') {
            return TrfRecord.RoundCell.EMPTY;
        }
        return new TrfRecord.RoundCell(c.opponent(), colour, result);
    }
}
