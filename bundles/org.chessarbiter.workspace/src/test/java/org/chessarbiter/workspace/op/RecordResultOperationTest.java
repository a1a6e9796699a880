package org.chessarbiter.workspace.op;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import org.chessarbiter.rules.Severity;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Tournament;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Recording results: a missing result is recorded, a published result is never rewritten. */
class RecordResultOperationTest {

    @TempDir
    Path dir;

    private Path state(boolean secondPublished) {
        Tournament t = States.swiss(4, 3).withRound(States.round(1, true, "1-3 1-0", "4-2"))
                .withRound(States.round(2, secondPublished, "2-1", "3-4"));
        return States.write(dir, "open.tournament", t);
    }

    @Test
    void theMissingResultOfAPublishedRoundIsRecorded() {
        Path file = state(false);
        OperationResult r = RecordResultOperation.onBoard(file, 1, 2, GameResult.SECOND_WINS_BY_FORFEIT).run(new NullProgressMonitor());
        assertFalse(r.hasErrors(), States.text(r.problems()));
        assertEquals(file, r.written().orElseThrow());
        Tournament t = States.read(file);
        assertEquals(GameResult.SECOND_WINS_BY_FORFEIT, t.rounds().get(0).pairings().get(1).result());
        assertTrue(t.rounds().get(0).published(), "the round stays published");
    }

    @Test
    void aPlayerNamesHisBoard() {
        Path file = state(false);
        OperationResult r = RecordResultOperation.forPlayer(file, 2, 4, ResultNotation.parse("1/2").orElseThrow()).run(null);
        assertFalse(r.hasErrors(), States.text(r.problems()));
        assertEquals(GameResult.DRAW, States.read(file).rounds().get(1).pairings().get(1).result());
    }

    @Test
    void aResultOfAPublishedRoundIsNotRewrittenAndTheFileStaysAsItWas() throws IOException {
        Path file = state(false);
        byte[] before = Files.readAllBytes(file);
        OperationResult r = RecordResultOperation.onBoard(file, 1, 1, GameResult.DRAW).run(null);
        assertTrue(r.hasErrors());
        assertEquals("rounds[number=1].pairings[board=1]", r.problems().get(0).location().field());
        assertEquals("round 1 is published and board 1 has the result 1-0: a published result is not rewritten (asked: ½-½)",
                r.problems().get(0).message().format(Locale.ENGLISH));
        assertArrayEquals(before, Files.readAllBytes(file));
        assertTrue(r.written().isEmpty());
    }

    @Test
    void aResultTheNextPublishedRoundWasPairedOnIsRefusedNamingThatRound() {
        Path file = state(true);
        OperationResult r = RecordResultOperation.onBoard(file, 1, 1, GameResult.SECOND_WINS).run(null);
        assertTrue(r.hasErrors());
        assertEquals("vòng 1 đã công bố và bàn 1 có kết quả 1-0, vòng 2 đã được xếp cặp theo kết quả đó và công bố: không sửa (yêu cầu: 0-1)",
                r.problems().get(0).message().format(Locale.forLanguageTag("vi")));
    }

    @Test
    void aResultChangedInARoundNotPublishedWarnsThatTheNextRoundWasPairedOnIt() {
        Tournament t = States.swiss(4, 3).withRound(States.round(1, false, "1-3 1-0", "4-2 0-1"))
                .withRound(States.round(2, false, "2-1", "3-4"));
        Path file = States.write(dir, "draft.tournament", t);
        OperationResult r = RecordResultOperation.onBoard(file, 1, 1, GameResult.DRAW).run(null);
        assertFalse(r.hasErrors());
        assertEquals(Severity.WARNING, r.problems().get(0).severity());
        assertTrue(States.text(r.problems()).contains("pair round 2 again"), States.text(r.problems()));
        assertEquals(GameResult.DRAW, States.read(file).rounds().get(0).pairings().get(0).result());
    }

    @Test
    void aBoardThatDoesNotExistAndACancelledRunWriteNothing() throws IOException {
        Path file = state(false);
        byte[] before = Files.readAllBytes(file);
        OperationResult none = RecordResultOperation.onBoard(file, 1, 7, GameResult.DRAW).run(null);
        assertEquals("rounds[number=1].pairings[board=7]", none.problems().get(0).location().field());
        NullProgressMonitor cancelled = new NullProgressMonitor();
        cancelled.setCanceled(true);
        OperationResult stopped = RecordResultOperation.onBoard(file, 1, 2, GameResult.DRAW).run(cancelled);
        assertTrue(stopped.hasErrors());
        assertArrayEquals(before, Files.readAllBytes(file));
    }

    @Test
    void resultsAreReadAsArbitersWriteThem() {
        assertEquals(GameResult.DRAW, ResultNotation.parse("½-½").orElseThrow());
        assertEquals(GameResult.FIRST_WINS_BY_FORFEIT, ResultNotation.parse("+/-").orElseThrow());
        assertEquals(GameResult.SECOND_WINS_BY_FORFEIT, ResultNotation.parse("-+").orElseThrow());
        assertEquals(GameResult.DOUBLE_FORFEIT, ResultNotation.parse("-/-").orElseThrow());
        assertEquals(GameResult.DRAW_UNRATED, ResultNotation.parse("1/2u").orElseThrow());
        assertTrue(ResultNotation.parse("2-0").isEmpty());
    }
}
