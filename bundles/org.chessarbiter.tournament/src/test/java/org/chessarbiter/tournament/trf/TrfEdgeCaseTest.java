package org.chessarbiter.tournament.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.List;
import org.chessarbiter.tournament.core.ByeKind;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.core.Tournament;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Hand-written TRF26 edge cases: Vietnamese names, every record kind, CR / LF / CRLF, NFD text, ASCII folding. */
class TrfEdgeCaseTest {

    static TrfDocument read(String file) throws IOException {
        var r = TrfReader.read(new ByteArrayInputStream(TrfRoundTripTest.resource("edge/" + file)));
        assertEquals(List.of(), r.problems());
        return r.toOptional().orElseThrow();
    }

    @ParameterizedTest
    @ValueSource(strings = {"vietnamese-trf26.trf", "vietnamese-trf26-crlf.trf", "vietnamese-trf26-cr.trf", "vietnamese-trf26-nfd.trf"})
    void everyLineEndAndEncodingFormRoundTripsExactly(String file) throws IOException {
        byte[] bytes = TrfRoundTripTest.resource("edge/" + file);
        TrfDocument doc = read(file);
        assertEquals(new String(bytes, StandardCharsets.UTF_8), TrfWriter.toString(doc, TrfWriter.Options.EXACT));
        assertEquals(2501, doc.players().get(0).rating(), "columns counted in characters, not bytes");
        assertEquals("VIE", doc.players().get(0).federation());
    }

    @Test
    void lineEndsDoNotChangeTheRecords() throws IOException {
        TrfDocument lf = read("vietnamese-trf26.trf");
        assertTrue(lf.sameRecords(read("vietnamese-trf26-crlf.trf")));
        assertTrue(lf.sameRecords(read("vietnamese-trf26-cr.trf")));
    }

    @Test
    void decomposedVietnameseKeepsItsColumns() throws IOException {
        TrfDocument nfd = read("vietnamese-trf26-nfd.trf");
        TrfRecord.Player p = nfd.players().get(0);
        assertEquals("Nguyễn Văn Ánh", Normalizer.normalize(p.name(), Normalizer.Form.NFC));
        assertEquals("12401234", p.fideId());
        assertEquals(Points.halves(5), p.points());
    }

    @Test
    void canonicalFormOfAHandWrittenCanonicalFileIsTheFileItself() throws IOException {
        byte[] bytes = TrfRoundTripTest.resource("edge/vietnamese-trf26.trf");
        TrfDocument doc = read("vietnamese-trf26.trf");
        assertEquals(new String(bytes, StandardCharsets.UTF_8), TrfWriter.toString(doc, TrfWriter.Options.CANONICAL));
    }

    @Test
    void everyTrf26RecordIsTyped() throws IOException {
        TrfDocument doc = read("vietnamese-trf26.trf");
        assertEquals("Giải Cờ Tướng Hà Nội mở rộng", doc.text("012").orElseThrow());
        assertEquals(List.of("26/03/01", "26/03/02", "26/03/03"), doc.records(TrfRecord.RoundDates.class).get(0).dates());
        assertEquals(3, doc.numberOfRounds());
        assertEquals('W', doc.records(TrfRecord.InitialColour.class).get(0).colour());
        assertEquals(Points.HALF, doc.records(TrfRecord.ScoringSystem.class).get(0).points().get('D'));
        assertEquals(List.of("BH/C1", "BH", "SB", "DE"), doc.records(TrfRecord.TieBreaks.class).get(0).tieBreaks());
        assertEquals(new TrfRecord.Byes('H', 3, List.of(2)), doc.records(TrfRecord.Byes.class).get(0));
        assertEquals(new TrfRecord.Acceleration(Points.ONE, Points.ONE, 1, 2, 1, 2), doc.records(TrfRecord.Acceleration.class).get(0));
        assertEquals(new TrfRecord.Prohibited(1, 3, List.of(1, 2)), doc.records(TrfRecord.Prohibited.class).get(0));
        assertEquals(new TrfRecord.Team("Hà Nội", List.of(1, 2)), doc.records(TrfRecord.Team.class).get(0));
        assertEquals(new TrfRecord.TeamDetails(1, "Hà Nội", "HN", "2400", Points.of(3), Points.halves(11), 1, List.of(1, 2)),
                doc.records(TrfRecord.TeamDetails.class).get(0));
        assertEquals(new TrfRecord.Rounds("XXR", 3), doc.records(TrfRecord.Rounds.class).get(1));
        assertEquals(new TrfRecord.PointValue("BBU", Points.ONE), doc.records(TrfRecord.PointValue.class).get(1));
        assertEquals(new TrfRecord.PlayerAcceleration(1, List.of(Points.ONE, Points.ONE)), doc.records(TrfRecord.PlayerAcceleration.class).get(0));
        assertEquals(new TrfRecord.ForbiddenPairs(List.of(1, 2)), doc.records(TrfRecord.ForbiddenPairs.class).get(0));
        assertEquals(new TrfRecord.TeamByes(Points.of(2), Points.ONE, List.of(0, 1)), doc.records(TrfRecord.TeamByes.class).get(0));
        assertEquals(new TrfRecord.TeamForfeit("+-", 2, 1, 2), doc.records(TrfRecord.TeamForfeit.class).get(0));
        assertEquals("  a comment with ünïcödé", doc.records(TrfRecord.Comment.class).get(0).text());
    }

    @Test
    void mappingGivesPairingsByesAndUnpairedRounds() throws IOException {
        Tournament t = TrfTournamentMapper.toTournament(read("vietnamese-trf26.trf")).toOptional().orElseThrow();
        assertEquals(4, t.players().size());
        assertEquals("Hà Nội", t.info().city());
        var r1 = t.rounds().get(0);
        assertEquals(GameResult.FIRST_WINS, r1.pairings().stream().filter(p -> p.first() == 1).findFirst().orElseThrow().result());
        var r2 = t.rounds().get(1);
        assertEquals(ByeKind.PAIRING_ALLOCATED, r2.byes().get(0).kind());
        assertEquals(3, r2.byes().get(0).player());
        assertTrue(r2.pairings().stream().noneMatch(p -> p.involves(4)), "player 4 not paired in round 2");
        var r3 = t.rounds().get(2);
        assertTrue(r3.byes().stream().anyMatch(b -> b.player() == 2 && b.kind() == ByeKind.HALF_POINT));
        assertTrue(r3.byes().stream().anyMatch(b -> b.player() == 4 && b.kind() == ByeKind.FULL_POINT));
        assertEquals("26/03/02", r2.date());
        assertEquals(List.of("BH/C1", "BH", "SB", "DE"), t.info().tieBreaks(), "202: the tie-breaks the file names, in order");
        String out = TrfWriter.toString(TrfExporter.toDocument(t, java.util.Map.of()), TrfWriter.Options.CANONICAL);
        assertTrue(out.contains("\n202 BH/C1 BH SB DE\n"), out);
        assertTrue(!TrfWriter.toString(TrfExporter.toDocument(t, java.util.Map.of(), TrfExporter.Dialect.TRF16_XX),
                TrfWriter.Options.CANONICAL).contains("202 "), "TRF-16 has no 202 record");
    }

    @Test
    void asciiFoldedExportKeepsColumns() throws IOException {
        TrfDocument doc = read("vietnamese-trf26.trf");
        String folded = TrfWriter.toString(doc, TrfWriter.Options.EXACT.withAsciiFold());
        assertTrue(folded.chars().allMatch(ch -> ch < 128), "pure ASCII");
        TrfDocument back = TrfReader.read(folded).toOptional().orElseThrow();
        assertEquals("Nguyen Van Anh", back.players().get(0).name());
        assertEquals("Le Thi Dao", back.players().get(1).name());
        assertEquals(doc.players().get(0).rating(), back.players().get(0).rating());
        assertEquals(doc.players().get(3).rounds(), back.players().get(3).rounds());
        assertEquals("Giai Co Tuong Ha Noi mo rong", back.text("012").orElseThrow());
    }

    /** Found by fuzzing (TrfFuzzTestInputs/.../trailing-blank-round-date.trf): a blank column after the last date. */
    @Test
    void blanksAfterTheLastRoundDateAreNoRound() {
        String line = "132" + " ".repeat(88) + "26/03/01  26/03/02  ";
        TrfDocument doc = TrfReader.read(line + "   \n").toOptional().orElseThrow();
        assertEquals(List.of("26/03/01", "26/03/02"), doc.records(TrfRecord.RoundDates.class).get(0).dates());
        TrfDocument canonical = TrfReader.read(TrfWriter.toString(doc, TrfWriter.Options.CANONICAL)).toOptional().orElseThrow();
        assertEquals(doc.records(), canonical.records());
    }

    /**
     * Found by fuzzing (TrfFuzzTestInputs/.../team-points-wider-than-column.trf): points the canonical form cannot
     * write back the same in their columns are refused where they are; a whole number too wide for ".0" drops it.
     */
    @Test
    void pointsThatCannotBeWrittenBackInTheirColumnsAreRefused() {
        String team = "310   1 Team                             T           1e5    5.0        1    2\n";
        var read = TrfReader.read(team);
        assertEquals(1, read.problems().size(), read.problems().toString());
        assertEquals(55, read.problems().get(0).location().column(), "the match points column");
        assertEquals(List.of(), TrfReader.read("BBW 1/3\n").value().records(TrfRecord.PointValue.class));
        String player = "001    1      Player One                        2000                             100    1\n";
        TrfDocument doc = TrfReader.read(player).toOptional().orElseThrow();
        assertEquals(Points.of(100), doc.players().get(0).points());
        TrfDocument back = TrfReader.read(TrfWriter.toString(doc, TrfWriter.Options.CANONICAL)).toOptional().orElseThrow();
        assertEquals(doc.records(), back.records());
    }
}
