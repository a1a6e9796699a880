package org.chessarbiter.workspace.op;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.AuditAction;
import org.chessarbiter.tournament.core.CompetitionSystem;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.TournamentInfo;
import org.junit.jupiter.api.Test;

/** The defaults of a new tournament: the place and arbiter written where it has none, FIDE mode left on the record. */
class TournamentDefaultsTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-27T08:00:00Z"), ZoneOffset.UTC);
    private static final Path STATE = Path.of("giai.tournament");

    private static Tournament empty() {
        return Tournament.of(TournamentInfo.of("Giải mùa hè", GameKind.XIANGQI, CompetitionSystem.SWISS_DUTCH, 7), List.of(), List.of());
    }

    @Test
    void thePlaceAndTheChiefArbiterAreWrittenIntoANewTournament() {
        TournamentDefaults d = new TournamentDefaults(GameKind.XIANGQI, 9, " VIE ", "Hà Nội", "Nguyễn Văn Trọng", true);
        ParseResult<Tournament> t = d.applyTo(empty(), STATE, CLOCK);
        assertTrue(t.isOk(), t.problems().toString());
        TournamentInfo i = t.value().info();
        assertEquals(List.of("VIE", "Hà Nội", "Nguyễn Văn Trọng"), List.of(i.federation(), i.city(), i.chiefArbiter()));
        assertTrue(t.value().audit().fideMode());
        assertTrue(t.value().audit().entries().isEmpty(), "nothing recorded");
        assertEquals(9, d.roundsFor(7));
        assertEquals(7, TournamentDefaults.NONE.roundsFor(7), "0: the template's rounds");
    }

    @Test
    void whatTheTournamentGivesIsKept() {
        Tournament given = empty().withInfo(empty().info().withPlaceWhereUnset("Đà Nẵng", "", ""));
        Tournament t = new TournamentDefaults(GameKind.CHESS, 0, "VIE", "Hà Nội", "", true).applyTo(given, STATE, CLOCK).value();
        assertEquals("Đà Nẵng", t.info().city());
        assertEquals("VIE", t.info().federation());
    }

    @Test
    void aTournamentStartedOutOfFideModeSaysSoInItsAuditTrail() {
        ParseResult<Tournament> t = new TournamentDefaults(GameKind.CHESS, 0, "", "", "", false).applyTo(empty(), STATE, CLOCK);
        assertTrue(t.isOk(), t.problems().toString());
        assertFalse(t.value().audit().fideMode());
        assertEquals(List.of(AuditAction.FIDE_MODE_OFF), t.value().audit().entries().stream().map(e -> e.action()).toList());
    }

    @Test
    void aFederationIsThreeCapitalLettersOrNone() {
        for (String good : new String[] { "", "  ", "VIE", " FRA " }) {
            assertTrue(TournamentDefaults.isFederation(good), good);
        }
        for (String bad : new String[] { "vie", "VN", "VIET", "V1E" }) {
            assertFalse(TournamentDefaults.isFederation(bad), bad);
        }
        Tournament t = new TournamentDefaults(GameKind.CHESS, 0, "Viet Nam", "", "", true).applyTo(empty(), STATE, CLOCK).value();
        assertEquals("", t.info().federation(), "not written into the TRF's 032");
    }

    @Test
    void roundsStayWithinWhatATournamentCanPlan() {
        assertEquals(TournamentDefaults.MAX_ROUNDS, new TournamentDefaults(GameKind.CHESS, 500, "", "", "", true).rounds());
        assertEquals(0, new TournamentDefaults(GameKind.CHESS, -3, "", "", "", true).rounds());
    }
}
