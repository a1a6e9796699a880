package org.chessarbiter.pairing.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Locale;

import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.PairingOptions;
import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.PairingSystem;
import org.chessarbiter.pairing.PastRound;
import org.chessarbiter.pairing.RequestValidator;
import org.chessarbiter.pairing.TournamentRecord;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.junit.jupiter.api.Test;

/** A round the engine cannot pair is one difference that lists every problem, where then what, in the reader's language. */
class EngineErrorTest {

    /** A system that fails every round with the two problems given. */
    private record Failing(List<Problem> problems) implements PairingSystem {
        @Override
        public String id() {
            return "FAILING";
        }

        @Override
        public Message displayName() {
            return Message.verbatim("failing");
        }

        @Override
        public PairingOutcome pair(PairingRequest request) {
            return new PairingOutcome.Failed(problems);
        }
    }

    @Test
    void theEngineErrorsOfARoundAreOneDifferenceInTheReadersLanguage() {
        Problem twice = Problem.error(ProblemKind.ILLEGAL, Location.part("players").keyed("id", 7).member("id"),
                Message.of(RequestValidator.class, "error.duplicateId", 7));
        Problem rating = Problem.error(ProblemKind.ILLEGAL, Location.part("players").keyed("id", 8).member("rating"),
                Message.of(RequestValidator.class, "error.rating", -5));
        TournamentRecord t = new TournamentRecord(3, List.of(
                new TournamentRecord.Entrant(1, "A", 2000, List.of(PastRound.played(2, Colour.WHITE, 10))),
                new TournamentRecord.Entrant(2, "B", 1900, List.of(PastRound.played(1, Colour.BLACK, 0)))),
                PairingOptions.standard(Colour.WHITE));
        List<Difference> d = new PairingChecker(new Failing(List.of(twice, rating))).checkRound(t, 1);
        assertEquals(1, d.size());
        assertEquals(Difference.Kind.ENGINE_ERROR, d.get(0).kind());
        assertEquals("round 1: the engine could not pair the round: players[id=7].id: start number 7 is used twice; "
                + "players[id=8].rating: rating -5 is negative", d.get(0).text(Locale.ENGLISH));
        assertEquals("vòng 1: chương trình không ghép được vòng này: players[id=7].id: số thứ tự 7 bị dùng hai lần; "
                + "players[id=8].rating: hệ số -5 là số âm",
                d.get(0).text(Locale.forLanguageTag("vi")));
    }
}
