package org.chessarbiter.tournament.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.TournamentCheck;
import org.chessarbiter.tournament.core.WithdrawalRule;
import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.tournament.standings.StandingRow;
import org.chessarbiter.tournament.standings.Standings;
import org.chessarbiter.tournament.standings.StandingsContext;
import org.chessarbiter.tournament.standings.TieBreakSets;
import org.chessarbiter.tournament.trf.TrfDocument;
import org.chessarbiter.tournament.trf.TrfReader;
import org.chessarbiter.tournament.trf.TrfRecord;
import org.chessarbiter.tournament.trf.TrfTournamentMapper;
import org.chessarbiter.tournament.trf.TrfWriter;

/**
 * Fuzzes the TRF reader and what reads its result (the tournament mapper, the tournament checks and
 * the standings with every offered tie-break): any bytes give a value or located problems, never an
 * exception; a document read back exactly is the text read; an accepted document written in canonical
 * columns reads back to the same typed records, and canonical writing is a fixed point. Seeds and regression inputs: {@code TrfFuzzTestInputs/}.
 * {@code ./test} replays them; {@code ./test full} fuzzes (README, "Fuzzing").
 */
class TrfFuzzTest {

    @FuzzTest(maxDuration = "5m")
    void trfReaderAnswersEveryInput(byte[] bytes) {
        ParseResult<TrfDocument> read = TrfReader.read(bytes, StandardCharsets.UTF_8);
        Contract.located(read);
        TrfDocument doc = read.value();
        if (doc == null) {
            return;
        }
        if (read.problems().stream().noneMatch(Problem::isError)) {
            String text = new String(bytes, StandardCharsets.UTF_8);
            String exact = TrfWriter.toString(doc, TrfWriter.Options.EXACT);
            assertEquals(text.startsWith("\uFEFF") ? text.substring(1) : text, exact, "written back exactly");
            String canonical = TrfWriter.toString(doc, TrfWriter.Options.CANONICAL);
            TrfDocument again = TrfReader.read(canonical).value();
            assertNotNull(again, "canonical form is read");
            assertEquals(typed(doc), typed(again), "canonical form reads back the same typed records");
            assertEquals(canonical, TrfWriter.toString(again, TrfWriter.Options.CANONICAL), "canonical form is a fixed point");
        }
        ParseResult<Tournament> mapped = TrfTournamentMapper.toTournament(doc);
        Contract.located(mapped);
        Tournament t = mapped.value();
        if (t == null || mapped.problems().stream().anyMatch(Problem::isError)) {
            return;
        }
        List<Problem> checks = TournamentCheck.problems(t);
        Contract.located(checks);
        if (checks.stream().anyMatch(Problem::isError)) {
            return;
        }
        StandingsContext ctx = StandingsContext.of(t, WithdrawalRule.defaultFor(t.info()), t.lastCompleteRound(), C07Edition.V2026);
        List<StandingRow> rows = Standings.rank(ctx, TieBreakSets.offered(C07Edition.V2026));
        assertEquals(t.players().size(), rows.size(), "one row per player");
        assertTrue(rows.stream().allMatch(r -> r.rank() >= 1), "every rank counts from 1");
    }

    /** The records with a meaning (free text and comments lose their trailing blanks in canonical form). */
    private static List<TrfRecord> typed(TrfDocument doc) {
        return doc.records().stream().filter(r -> !(r instanceof TrfRecord.Text) && !(r instanceof TrfRecord.Comment)).toList();
    }
}
