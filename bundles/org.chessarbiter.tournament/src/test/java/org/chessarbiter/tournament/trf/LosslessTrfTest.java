package org.chessarbiter.tournament.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.LateEntry;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.core.Withdrawal;
import org.chessarbiter.tournament.core.Tournament;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * TRF16 / TRF26 import and export lose nothing: every committed TRF file of this bundle, read into a
 * tournament and written back, has the same records (players, rounds, results, byes, teams, header,
 * extensions and comments alike), in the dialect it was written in.
 */
class LosslessTrfTest {

    static Stream<String> committedFiles() {
        return Stream.concat(TrfRoundTripTest.bbpFiles().map(n -> "bbp/" + n + ".trf"),
                Stream.of("edge/vietnamese-trf26.trf", "edge/vietnamese-trf26-crlf.trf", "edge/vietnamese-trf26-cr.trf",
                        "edge/vietnamese-trf26-nfd.trf", "../standings/c07/team/teams-rr-4x2.trf",
                        "../standings/c07/team/teams-swiss-4x2.trf"));
    }

    static TrfDocument read(String path) throws IOException {
        ParseResult<TrfDocument> read = TrfReader.read(new ByteArrayInputStream(TrfRoundTripTest.resource(path)));
        return read.toOptional().orElseThrow();
    }

    /**
     * The records of a document, players by start number first (their points column left out when
     * {@code points} is false: the export computes it from the results), the others sorted after them.
     */
    static List<String> records(TrfDocument doc, boolean points) {
        List<String> out = new ArrayList<>();
        doc.players().stream().sorted(Comparator.comparingInt(TrfRecord.Player::startNumber))
                .map(p -> points ? p : new TrfRecord.Player(p.startNumber(), p.sex(), p.title(), p.name(), p.rating(), p.federation(),
                        p.fideId(), p.birthDate(), Points.ZERO, p.rank(), p.rounds()))
                .forEach(p -> out.add(p.toString()));
        doc.records().stream().filter(r -> !(r instanceof TrfRecord.Player)).map(Object::toString).sorted().forEach(out::add);
        return out;
    }

    /** The records only one side has, "-" lost or "+" added. */
    static List<String> difference(List<String> before, List<String> after) {
        List<String> out = new ArrayList<>();
        before.stream().filter(r -> !after.contains(r)).forEach(r -> out.add("- " + r));
        after.stream().filter(r -> !before.contains(r)).forEach(r -> out.add("+ " + r));
        return out;
    }

    @ParameterizedTest
    @MethodSource("committedFiles")
    void committedFileComesBackWithEveryRecord(String path) throws IOException {
        TrfDocument doc = read(path);
        Tournament t = LosslessTrf.toTournament(doc).toOptional().orElseThrow();
        TrfDocument back = LosslessTrf.toDocument(t);
        assertEquals(List.of(), difference(records(doc, false), records(back, false)), "lost (-) or added (+)");
        for (TrfWriter.Options written : List.of(TrfWriter.Options.CANONICAL, TrfWriter.Options.EXACT)) {
            TrfDocument again = TrfReader.read(TrfWriter.toString(back, written)).toOptional().orElseThrow();
            assertEquals(records(doc, false), records(again, false), "written and read again");
        }
        if (!path.startsWith("edge/")) { // player 3 of the edge files declares 0.5 where his results (0, U, 0) give 1
            assertEquals(records(doc, true), records(back, true), "the points column as the file has it");
        }
    }

    @Test
    void recordsTheModelHasNoFieldForKeepTheirPlaceInTheFile() throws IOException {
        TrfDocument doc = read("edge/vietnamese-trf26.trf");
        TrfDocument back = LosslessTrf.toDocument(LosslessTrf.toTournament(doc).toOptional().orElseThrow());
        List<String> codes = back.records().stream().map(TrfRecord::code).toList();
        assertTrue(codes.indexOf("092") < codes.indexOf("001"), "092 stays in the header: " + codes);
        assertTrue(codes.indexOf("###") < codes.indexOf("001"), "the comment stays before the players: " + codes);
        assertEquals(TrfExporter.Dialect.TRF16_XX, LosslessTrf.dialect(TrfReader.read("XXR 3\n").toOptional().orElseThrow()));
        assertEquals(TrfExporter.Dialect.TRF26, LosslessTrf.dialect(doc));
    }

    @Test
    void withdrawalsAndLateEntriesTravelAsComments() throws IOException {
        Tournament t = LosslessTrf.toTournament(read("bbp/tiny-5x4.trf")).toOptional().orElseThrow()
                .withWithdrawal(new Withdrawal(5, 2)).withLateEntry(new LateEntry(4, 2));
        String written = TrfWriter.toString(LosslessTrf.toDocument(t), TrfWriter.Options.CANONICAL);
        assertTrue(written.contains("### WITHDRAWN 5 after 2"), written);
        Tournament back = LosslessTrf.toTournament(TrfReader.read(written).toOptional().orElseThrow()).toOptional().orElseThrow();
        assertEquals(List.of(new Withdrawal(5, 2)), back.withdrawals());
        assertEquals(List.of(new LateEntry(4, 2)), back.lateEntries());
        assertEquals(written, TrfWriter.toString(LosslessTrf.toDocument(back), TrfWriter.Options.CANONICAL), "not written twice");
    }
}
