package org.chessarbiter.pairing.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;

import org.chessarbiter.pairing.Availability;
import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.RoundKind;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.dutch.DutchSystem;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.trf.TrfDocument;
import org.chessarbiter.tournament.trf.TrfReader;
import org.chessarbiter.tournament.trf.TrfRecord;
import org.chessarbiter.tournament.trf.TrfWriter;
import org.junit.jupiter.api.Test;

/** The TRF → pairing mapping: results, byes, forfeits, options, and located errors for inconsistent files. */
class TrfPairingReaderTest {

    /** A player line: start number, rating, declared points, then round cells ("  0002 w 1"). */
    static String line(int id, int rating, String points, String... cells) {
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "001 %4d      %-33s %4d %3s %11s %10s %4s %4d",
                id, "Player " + id, rating, "", "", "", points, id));
        for (String c : cells) {
            b.append("  ").append(c);
        }
        return b.toString().stripTrailing();
    }

    static final String FOUR = String.join("\n",
            "012 Test",
            line(1, 2400, "1.5", "   3 w 1", "   2 b ="),
            line(2, 2300, "1.5", "   4 b 1", "   1 w ="),
            line(3, 2200, "1.0", "   1 b 0", "   4 w +"),
            line(4, 2100, "0.0", "   2 w 0", "   3 b -"),
            "XXR 5", "XXC black1") + "\n";

    @Test
    void resultsForfeitsAndTheNextRound() {
        ParseResult<PairingTournament> r = TrfPairingReader.read(FOUR);
        assertEquals(List.of(), r.problems());
        PairingTournament t = r.value();
        assertEquals(2, t.pairedRounds());
        assertEquals(3, t.nextRound());
        assertEquals(5, t.record().totalRounds());
        assertEquals(Colour.BLACK, t.record().options().initialColour(), "XXC black1");
        PairingRequest next = t.requestFor(3);
        assertEquals(15, next.player(1).orElseThrow().points());
        assertEquals(RoundKind.FORFEIT_WIN, next.player(3).orElseThrow().history().get(1).kind());
        assertEquals(RoundKind.FORFEIT_LOSS, next.player(4).orElseThrow().history().get(1).kind());
        assertTrue(next.players().stream().allMatch(p -> p.availability() == Availability.PRESENT));
        assertTrue(t.hasResults(2));
    }

    @Test
    void initialColourIsReadBackFromRoundOneWhenNotDeclared() {
        PairingTournament t = TrfPairingReader.read(FOUR.replace("XXC black1\n", "")).value();
        // board 1 of round 1: player 1 (rank 1) had White, so the initial colour was White
        assertEquals(Colour.WHITE, t.record().options().initialColour());
    }

    @Test
    void byesAnnouncedForTheNextRoundAndThePairingAllocatedBye() {
        String text = String.join("\n",
                line(1, 2400, "1.0", "   2 w 1", "0000 - H"),
                line(2, 2300, "0.0", "   1 b 0"),
                line(3, 2200, "1.0", "0000 - U", "0000 - Z"),
                "XXR 3") + "\n";
        ParseResult<PairingTournament> r = TrfPairingReader.read(text);
        assertEquals(List.of(), r.problems());
        PairingTournament t = r.value();
        assertEquals(1, t.pairedRounds(), "round 2 holds only announced byes");
        PairingRequest next = t.requestFor(2);
        assertEquals(Availability.HALF_POINT_BYE, next.player(1).orElseThrow().availability());
        assertEquals(Availability.ABSENT, next.player(3).orElseThrow().availability());
        assertEquals(Availability.PRESENT, next.player(2).orElseThrow().availability());
        assertEquals(RoundKind.PAIRING_BYE, next.player(3).orElseThrow().history().get(0).kind());
    }

    @Test
    void declaredPointsThatDisagreeWithTheResultsAreALocatedError() {
        ParseResult<PairingTournament> r = TrfPairingReader.read(FOUR.replace(line(2, 2300, "1.5", "   4 b 1", "   1 w ="),
                line(2, 2300, "2.0", "   4 b 1", "   1 w =")));
        Problem p = r.error().orElseThrow();
        assertEquals(3, p.location().line());
        assertEquals(DeclaredPoints.COLUMN, p.location().column());
        assertTrue(p.message().format(Locale.ENGLISH).contains("player 2 is declared with 2 points but the results give 1.5"),
                p.message().format(Locale.ENGLISH));
        assertFalse(p.message().format(Locale.forLanguageTag("vi")).contains("declared"));
    }

    @Test
    void anOpponentWhoDoesNotNameThePlayerBackIsALocatedError() {
        // player 4 claims to have met player 1 in round 1, who met player 3: player 1 paired twice
        ParseResult<PairingTournament> r = TrfPairingReader.read(FOUR.replace(line(4, 2100, "0.0", "   2 w 0", "   3 b -"),
                line(4, 2100, "0.0", "   1 w 0", "   3 b -")));
        List<Problem> errors = r.problems().stream().filter(Problem::isError).toList();
        assertFalse(errors.isEmpty());
        assertTrue(errors.stream().anyMatch(p -> p.location().line() == 5 && p.location().column() == 92), errors.toString());
    }

    @Test
    void scoringAndSystemLinesAndAccelerations() {
        String text = FOUR.replace("XXR 5", "XXR 5\n192 FIDE_DUTCH_BAKU\nXXA    1  1.0  0.5  0.5\nBBW 2.0\nBBD 1.0");
        ParseResult<PairingTournament> r = TrfPairingReader.read(text.replace(line(1, 2400, "1.5", "   3 w 1", "   2 b ="),
                line(1, 2400, "3.5", "   3 w 1", "   2 b =")).replace(line(2, 2300, "1.5", "   4 b 1", "   1 w ="),
                line(2, 2300, "3.0", "   4 b 1", "   1 w =")).replace(line(3, 2200, "1.0", "   1 b 0", "   4 w +"),
                line(3, 2200, "2.0", "   1 b 0", "   4 w +")));
        // player 1: 2 + 1 = 3, 3.5 with its virtual half point of round 3 accepted as bbpPairings writes it
        assertEquals(List.of(), r.problems().stream().filter(Problem::isError).toList());
        PairingTournament t = r.value();
        assertEquals("FIDE_DUTCH_BAKU", t.systemCode());
        assertEquals(20, t.record().options().winPoints());
        assertEquals(10, t.record().options().drawPoints());
        assertEquals(5, t.requestFor(3).acceleration().virtualPoints(1, 3));
        assertEquals(10, t.requestFor(3).acceleration().virtualPoints(1, 1));
        assertEquals(0, t.requestFor(3).acceleration().virtualPoints(2, 1));
    }

    @Test
    void damagedFilesNeverCrashTheReaderOrTheEngine() {
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(42);
        String alphabet = " 0123456789wb=+-UHFZX.\n";
        String base = FOUR + "250    0  1.0   0   2    1    4\nXXA    2  1.0\n240 F   3    4\n";
        for (int i = 0; i < 400; i++) {
            char[] text = base.toCharArray();
            for (int k = 0; k < 1 + rnd.nextInt(6); k++) {
                text[rnd.nextInt(text.length)] = alphabet.charAt(rnd.nextInt(alphabet.length()));
            }
            ParseResult<PairingTournament> r = TrfPairingReader.read(new String(text));
            if (r.isOk()) {
                PairingTournament t = r.value();
                for (int round = 1; round <= t.nextRound(); round++) {
                    new DutchSystem().pair(t.requestFor(round)); // a value, never an exception
                }
            }
        }
    }

    @Test
    void trf26ByesAndAccelerationRecords() {
        String extra = TrfWriter.toString(TrfDocument.of(List.of(new TrfRecord.Byes('H', 3, List.of(2)),
                new TrfRecord.Acceleration(Points.ZERO, Points.ONE, 1, 2, 1, 2))), TrfWriter.Options.CANONICAL);
        ParseResult<PairingTournament> r = TrfPairingReader.read(FOUR + extra);
        assertEquals(List.of(), r.problems());
        PairingTournament t = r.value();
        assertEquals(2, t.pairedRounds());
        assertEquals(Availability.HALF_POINT_BYE, t.requestFor(3).player(2).orElseThrow().availability(), "240 H round 3");
        assertEquals(10, t.record().acceleration().virtualPoints(2, 2), "250: 1 point, rounds 1-2, players 1-2");
        assertEquals(0, t.record().acceleration().virtualPoints(2, 3));
        assertEquals(0, t.record().acceleration().virtualPoints(3, 1));
    }

    @Test
    void theWrittenRoundReadsBackAsPaired() {
        PairingTournament t = TrfPairingReader.read(FOUR).value();
        RoundPairing p = new DutchSystem().pair(t.requestFor(3)).orThrow();
        String written = TrfWriter.toString(TrfPairingWriter.withRound(TrfReader.read(FOUR).value(), p,
                t.record().options()), TrfWriter.Options.EXACT);
        PairingTournament again = TrfPairingReader.read(written).value();
        assertEquals(3, again.pairedRounds());
        assertFalse(again.hasResults(3), "a round without results is not published");
        for (Board b : p.boards()) {
            assertEquals(b.black(), again.record().players().get(b.white() - 1).rounds().get(2).opponent());
        }
        assertTrue(written.startsWith("012 Test\n"), "other lines are kept verbatim");
        assertEquals(List.of(), TrfPairingReader.read(written).problems());
    }
}
