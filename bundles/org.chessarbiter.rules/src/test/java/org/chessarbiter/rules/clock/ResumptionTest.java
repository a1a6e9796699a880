package org.chessarbiter.rules.clock;

import static org.chessarbiter.rules.clock.ClockFixtures.FIDE_2000;
import static org.chessarbiter.rules.clock.ClockFixtures.FIDE_2018;
import static org.chessarbiter.rules.clock.ClockFixtures.MIN;
import static org.chessarbiter.rules.clock.ClockFixtures.XIANGQI;
import static org.chessarbiter.rules.clock.ClockFixtures.en;
import static org.chessarbiter.rules.clock.ClockFixtures.tc;
import static org.chessarbiter.rules.clock.ClockFixtures.vi;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Optional;
import org.chessarbiter.rules.Enforcement;
import org.chessarbiter.rules.LawEdition;
import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.StandardTermination;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Lateness at the resumption of an adjourned game: the default time, the clock that ran, the sealed move's own result. */
class ResumptionTest {
    private static final long SESSION_END = 100 * MIN;
    private static final long RESUMPTION = SESSION_END + 20 * 60 * MIN;

    /** White sealed his move at the end of the session: White 20 minutes left, Black 120. */
    private static ClockArbiter adjourned(ClockLaw law) {
        return ClockArbiter.of(law, tc("40/7200:3600")).start(Side.FIRST, 0).seal(Side.FIRST, SESSION_END, SESSION_END).after();
    }

    @Test
    @DisplayName("FIDE 2018 I.10: at the resumption, later than the default time (zero unless the regulations say) loses")
    void fide2018_I_10_lateLoses() {
        Ruling r = adjourned(FIDE_2018).resumptionArrival(Side.SECOND, MIN, Optional.empty(), Optional.empty(), RESUMPTION);
        assertEquals(Side.FIRST, r.outcome().orElseThrow().winnerSide().orElseThrow());
        assertEquals("Black arrived 1:00 after the resumption, later than the default time of 0:00: White wins (FIDE 2018 I.10)",
                en(r.message()));
        assertEquals("Đen đến muộn 1:00 sau giờ thi đấu lại, quá thời gian cho phép 0:00: Trắng thắng (FIDE 2018 I.10)", vi(r.message()));
    }

    @Test
    @DisplayName("FIDE 2018 I.9.2, I.11: within a default time the regulations fixed, the late replier's clock ran")
    void fide2018_I_9_2_lateReplierLosesTheTime() {
        Ruling r = adjourned(FIDE_2018).resumptionArrival(Side.SECOND, 10 * MIN, Optional.of(Duration.ofMinutes(30)), Optional.empty(),
                RESUMPTION);
        assertTrue(r.outcome().isEmpty());
        assertEquals(110 * MIN, r.after().clock().remaining(Side.SECOND, RESUMPTION));
        assertEquals(20 * MIN, r.after().clock().remaining(Side.FIRST, RESUMPTION));
        assertTrue(en(r.message()).endsWith("(FIDE 2018 I.9.2)"), en(r.message()));
        assertEquals(Side.FIRST, r.after().sealedBy().orElseThrow(), "the envelope is still to be opened");
    }

    @Test
    @DisplayName("FIDE 2018 I.10: if the sealed move ended the game, that result stands, whoever is late")
    void fide2018_I_10_theSealedMovesResultStands() {
        Outcome mate = Outcome.win(Side.FIRST, StandardTermination.CHECKMATE, Enforcement.AUTOMATIC, LawEdition.FIDE_2018.article("5.1.1"));
        Ruling r = adjourned(FIDE_2018).resumptionArrival(Side.FIRST, 90 * MIN, Optional.empty(), Optional.of(mate), RESUMPTION);
        assertEquals(mate, r.outcome().orElseThrow());
        assertEquals("White arrived 1:30:00 after the resumption, but the sealed move ended the game: its result stands (FIDE 2018 I.10)",
                en(r.message()));
    }

    @Test
    @DisplayName("FIDE 2000 A.10: more than one hour after the resumption loses; within it the time is charged (A.9(b))")
    void fide2000_A_10_oneHour() {
        Ruling hour = adjourned(FIDE_2000).resumptionArrival(Side.SECOND, 60 * MIN, Optional.of(Duration.ofMinutes(15)), Optional.empty(),
                RESUMPTION);
        assertTrue(hour.outcome().isEmpty(), "exactly one hour is in time; the regulations do not shorten A.10's hour");
        assertEquals(60 * MIN, hour.after().clock().remaining(Side.SECOND, RESUMPTION));
        assertTrue(en(hour.message()).endsWith("(FIDE 2000 A.9(b))"), en(hour.message()));
        Ruling later = adjourned(FIDE_2000).resumptionArrival(Side.SECOND, 61 * MIN, Optional.empty(), Optional.empty(), RESUMPTION);
        assertEquals(Side.FIRST, later.outcome().orElseThrow().winnerSide().orElseThrow());
        assertEquals("FIDE 2000 A.10", later.decision().citation());
    }

    @Test
    @DisplayName("FIDE 2000 A.10(b): the sealer late, his sealed move gave stalemate: a draw")
    void fide2000_A_10b_sealedStalemate() {
        Outcome stalemate = Outcome.draw(StandardTermination.STALEMATE, Enforcement.AUTOMATIC, LawEdition.FIDE_2000.article("5.2(a)"));
        Ruling r = adjourned(FIDE_2000).resumptionArrival(Side.FIRST, 2 * 60 * MIN, Optional.empty(), Optional.of(stalemate), RESUMPTION);
        assertTrue(r.outcome().orElseThrow().isDraw());
        assertEquals("FIDE 2000 A.10", r.decision().citation());
    }

    @Test
    @DisplayName("Luật cờ Tướng 2004 Điều 10.2.1a, 7.1e: at the resumption as at the start, 15 minutes unless 30 or 60 are fixed")
    void dieu10_2_1a_resumption() {
        Ruling late = adjourned(XIANGQI).resumptionArrival(Side.SECOND, 16 * MIN, Optional.empty(), Optional.empty(), RESUMPTION);
        assertEquals(Side.FIRST, late.outcome().orElseThrow().winnerSide().orElseThrow());
        assertEquals("Luật cờ Tướng 2004 Điều 10.2.1a, Điều 7.1e", late.decision().citation());
        Ruling replier = adjourned(XIANGQI).resumptionArrival(Side.SECOND, 10 * MIN, Optional.empty(), Optional.empty(), RESUMPTION);
        assertEquals(110 * MIN, replier.after().clock().remaining(Side.SECOND, RESUMPTION), "the replier's clock ran");
        Ruling sealer = adjourned(XIANGQI).resumptionArrival(Side.FIRST, 10 * MIN, Optional.empty(), Optional.empty(), RESUMPTION);
        assertTrue(sealer.outcome().isEmpty());
        assertEquals(20 * MIN, sealer.after().clock().remaining(Side.FIRST, RESUMPTION), "the sealer's clock did not run");
    }

    @Test
    @DisplayName("FIDE 2018 I.10: only an adjourned game is resumed")
    void fide2018_I_10_needsASealedMove() {
        ClockArbiter playing = ClockArbiter.of(FIDE_2018, tc("5400")).start(Side.FIRST, 0);
        assertThrows(IllegalStateException.class,
                () -> playing.resumptionArrival(Side.SECOND, 0, Optional.empty(), Optional.empty(), 0));
    }
}
