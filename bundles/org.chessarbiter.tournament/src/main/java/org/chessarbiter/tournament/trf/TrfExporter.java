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
 * Writes a {@link Tournament} as a TRF document (TRF26, or TRF-16 with the XX / BB extensions of
 * JaVaFo and bbpPairings): 012-122 header records, 142 (XXR) rounds, 132 dates, 162 (BB*) scoring
 * when it is not FIDE's 1 / ½ / 0, 202 tie-breaks (TRF26), one 001 record per player (points with the
 * tournament's scoring; ranks from {@code ranks}, 0 when absent), 013 teams. Two-game matches
 * export their first game only (TRF has one result per round).
 */
public final class TrfExporter {

    /** Which records carry the number of rounds and the scoring. */
    public enum Dialect {
        /** TRF26: 142 rounds, 162 scoring. */
        TRF26,
        /** TRF-16 with the JaVaFo / bbpPairings extensions: XXR rounds, BBW / BBD / BBL / BBZ / BBF / BBU scoring. */
        TRF16_XX
    }

    private TrfExporter() {
    }

    public static TrfDocument toDocument(Tournament t, Map<Integer, Integer> ranks) {
        return toDocument(t, ranks, Dialect.TRF26);
    }

    public static TrfDocument toDocument(Tournament t, Map<Integer, Integer> ranks, Dialect dialect) {
        List<TrfRecord> records = new ArrayList<>();
        text(records, "012", t.info().name());
        text(records, "022", t.info().city());
        text(records, "032", t.info().federation());
        text(records, "042", t.info().startDate());
        text(records, "052", t.info().endDate());
        text(records, "102", t.info().chiefArbiter());
        text(records, "122", t.info().timeControl());
        records.add(new TrfRecord.Rounds(dialect == Dialect.TRF26 ? "142" : "XXR", t.numberOfRounds()));
        if (t.rounds().stream().anyMatch(r -> !r.date().isEmpty())) {
            records.add(new TrfRecord.RoundDates(t.rounds().stream().map(Round::date).toList()));
        }
        if (!t.scoring().equals(Scoring.fide())) {
            Scoring s = t.scoring();
            if (dialect == Dialect.TRF26) {
                Map<Character, org.chessarbiter.tournament.core.Points> m = new java.util.LinkedHashMap<>();
                m.put('W', s.win());
                m.put('D', s.draw());
                m.put('L', s.loss());
                m.put('P', s.pairingBye());
                m.put('A', s.zeroBye());
                records.add(new TrfRecord.ScoringSystem(m));
            } else {
                records.add(new TrfRecord.PointValue("BBW", s.win()));
                records.add(new TrfRecord.PointValue("BBD", s.draw()));
                records.add(new TrfRecord.PointValue("BBL", s.loss()));
                records.add(new TrfRecord.PointValue("BBZ", s.zeroBye()));
                records.add(new TrfRecord.PointValue("BBF", s.fullBye()));
                records.add(new TrfRecord.PointValue("BBU", s.pairingBye()));
            }
        }
        if (dialect == Dialect.TRF26 && !t.info().tieBreaks().isEmpty()) {
            records.add(new TrfRecord.TieBreaks("202", t.info().tieBreaks()));
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
