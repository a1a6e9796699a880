package org.chessarbiter.pairing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;

import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.junit.jupiter.api.Test;

class RequestValidatorTest {

    private static PairingPlayer player(int id, int points, PastRound... history) {
        return new PairingPlayer(id, "P" + id, 2000 - id, points, List.of(history), Availability.PRESENT);
    }

    private static PairingRequest request(int round, PairingPlayer... players) {
        return new PairingRequest(round, 5, List.of(players), PairingOptions.standard(Colour.WHITE));
    }

    @Test
    void consistentRequestHasNoErrors() {
        PairingRequest r = request(2,
                player(1, 10, PastRound.played(2, Colour.WHITE, 10)),
                player(2, 0, PastRound.played(1, Colour.BLACK, 0)),
                player(3, 10, PastRound.bye(RoundKind.PAIRING_BYE, 10)));
        assertEquals(List.of(), RequestValidator.validate(r));
    }

    @Test
    void pointsThatDifferFromResultsAreInconsistent() {
        PairingRequest r = request(2,
                player(1, 5, PastRound.played(2, Colour.WHITE, 10)),
                player(2, 0, PastRound.played(1, Colour.BLACK, 0)));
        List<Problem> errors = RequestValidator.validate(r);
        assertEquals(1, errors.size());
        assertEquals(ProblemKind.INCONSISTENT, errors.get(0).kind());
        assertEquals("players[id=1].points", errors.get(0).location().toString());
        assertTrue(errors.get(0).text(Locale.ENGLISH).contains("add up to 10"));
    }

    @Test
    void opponentsMustNameEachOther() {
        PairingRequest r = request(2,
                player(1, 10, PastRound.played(2, Colour.WHITE, 10)),
                player(2, 0, PastRound.played(3, Colour.BLACK, 0)),
                player(3, 0, PastRound.bye(RoundKind.ZERO_POINT_BYE, 0)));
        List<Problem> errors = RequestValidator.validate(r);
        assertTrue(errors.stream().anyMatch(e -> e.location().toString().equals("players[id=1].history[1]")));
        assertTrue(errors.stream().anyMatch(e -> e.location().toString().equals("players[id=2].history[1]")));
    }

    @Test
    void sameColourForBothPlayersIsInconsistent() {
        PairingRequest r = request(2,
                player(1, 10, PastRound.played(2, Colour.WHITE, 10)),
                player(2, 0, PastRound.played(1, Colour.WHITE, 0)));
        assertEquals(2, RequestValidator.validate(r).size());
    }

    @Test
    void duplicateIdsAndWrongHistoryLengthAreInvalid() {
        PairingRequest r = request(3, player(1, 0), player(1, 0));
        List<Problem> errors = RequestValidator.validate(r);
        assertTrue(errors.stream().allMatch(e -> e.kind() == ProblemKind.ILLEGAL));
        assertTrue(errors.stream().anyMatch(e -> e.message().key().equals("error.duplicateId")));
        assertTrue(errors.stream().anyMatch(e -> e.message().key().equals("error.historySize")));
    }

    @Test
    void roundOutsideTheTournamentIsInvalid() {
        assertEquals("round", RequestValidator.validate(request(6)).get(0).location().toString());
    }

    @Test
    void messagesAreTranslated() {
        Message m = Message.of(RequestValidator.class, "error.duplicateId", 7);
        assertEquals("start number 7 is used twice", m.format(Locale.ENGLISH));
        assertEquals("số thứ tự 7 bị dùng hai lần", m.format(Locale.forLanguageTag("vi")));
    }
}
