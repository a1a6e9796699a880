package org.chessarbiter.tournament.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.tournament.standings.StandingRow;
import org.chessarbiter.tournament.standings.Standings;
import org.chessarbiter.tournament.standings.StandingsContext;
import org.chessarbiter.tournament.standings.TieBreakSets;
import org.chessarbiter.tournament.trf.TrfDocument;
import org.chessarbiter.tournament.trf.TrfExporter;
import org.chessarbiter.tournament.trf.TrfReader;
import org.chessarbiter.tournament.trf.TrfRecord;
import org.chessarbiter.tournament.trf.TrfTournamentMapper;
import org.chessarbiter.tournament.trf.TrfWriter;
import org.junit.jupiter.api.Test;

/** A TRF26 file with Vietnamese names, its 202 tie-breaks, standings, HTML and a TRF written back with the ranks. */
class EndToEndTest {

    @Test
    void trfToStandingsToHtmlAndBack() throws IOException {
        byte[] bytes;
        try (InputStream in = getClass().getResourceAsStream("/org/chessarbiter/tournament/trf/edge/vietnamese-trf26.trf")) {
            bytes = in.readAllBytes();
        }
        TrfDocument doc = TrfReader.read(new ByteArrayInputStream(bytes)).toOptional().orElseThrow();
        Tournament t = TrfTournamentMapper.toTournament(doc).toOptional().orElseThrow();
        String codes = String.join(" ", doc.records(TrfRecord.TieBreaks.class).get(0).tieBreaks());
        var tbs = TieBreakSets.parseList(codes, C07Edition.V2026).toOptional().orElseThrow();
        StandingsContext ctx = StandingsContext.of(t);
        List<StandingRow> rows = Standings.rank(ctx, tbs);
        // scores: 1 (Ánh) 2.5, 2 (Đào) 2.0 with the half-point bye, 4 (Công) 1.0 with the full-point bye, 3 (Việt) 1.0 with the PAB
        assertEquals(List.of(1, 2), rows.subList(0, 2).stream().map(StandingRow::startNumber).toList());
        String html = StandingsReport.html(ctx, tbs, rows, Locale.forLanguageTag("vi"));
        assertTrue(html.contains("<td>Nguyễn Văn Ánh</td>"), html);
        Map<Integer, Integer> ranks = new HashMap<>();
        rows.forEach(r -> ranks.put(r.startNumber(), r.rank()));
        TrfDocument out = TrfExporter.toDocument(t, ranks);
        TrfDocument back = TrfReader.read(TrfWriter.toString(out, TrfWriter.Options.CANONICAL)).toOptional().orElseThrow();
        for (TrfRecord.Player p : back.players()) {
            assertEquals(ranks.get(p.startNumber()), p.rank());
        }
        assertEquals(doc.players().get(0).points(), back.players().get(0).points());
    }
}
