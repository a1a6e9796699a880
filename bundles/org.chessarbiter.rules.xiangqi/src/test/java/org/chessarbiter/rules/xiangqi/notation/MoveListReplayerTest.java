package org.chessarbiter.rules.xiangqi.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.xiangqi.XiangqiRules;
import org.junit.jupiter.api.Test;

/** Replaying a scoresheet's written moves (Điều 11) with the notation guessed from the first move. */
class MoveListReplayerTest {
    @Test
    void guessesTheWordFormAndStopsAtTheIllegalMove() {
        MoveListReplayer r = MoveListReplayer.of(null);
        MoveListReplayer.Replay replay = r.replay(XiangqiRules.LAW_2004.initialPosition(),
                List.of("Pháo 2 bình 5", "Mã 2 tiến 3", "Mã 8 tiến 7", "Pháo 8 bình 1", "Xe 9 bình 8"));
        assertEquals(XiangqiNotations.VIETNAMESE_WORDS, replay.notation());
        assertEquals(3, replay.moves().size());
        assertEquals(3, replay.failedIndex());
        assertEquals(ProblemKind.ILLEGAL, replay.problems().get(0).kind());
    }

    @Test
    void replaysAGivenNotationToTheEnd() {
        MoveListReplayer.Replay replay = MoveListReplayer.of(XiangqiNotations.VIETNAMESE_SHORT)
                .replay(XiangqiRules.LAW_2004.initialPosition(), List.of("P2-5", "M2.3", "M8.7", "P8-5"));
        assertEquals(-1, replay.failedIndex());
        assertEquals(5, replay.positions().size());
        assertEquals("h7e7", replay.moves().get(3).coordinates());
    }
}
