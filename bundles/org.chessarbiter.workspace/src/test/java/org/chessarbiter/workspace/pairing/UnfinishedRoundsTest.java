package org.chessarbiter.workspace.pairing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;

import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.dutch.DutchSystem;
import org.chessarbiter.pairing.generate.GenerationResult;
import org.chessarbiter.pairing.generate.GeneratorConfig;
import org.chessarbiter.pairing.generate.RandomTournamentGenerator;
import org.chessarbiter.pairing.trf.TrfPairingWriter;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The pairing operation never pairs past a round with a board still without its result; it names the boards. */
class UnfinishedRoundsTest {

    @Test
    void theNextRoundIsNotPairedOverARoundWithoutResultsButThatRoundMayBePairedAgain(@TempDir Path dir) {
        GenerationResult g = RandomTournamentGenerator.generate(
                new GeneratorConfig(8, 3, 5, 1200, 2700, 0.3, 0, 0, 0, 0, Colour.WHITE), new DutchSystem(), false);
        Path file = dir.resolve("t.trf");
        assertTrue(PairingOperation.save(TrfPairingWriter.of(g.record(), "T"), file).isOk());
        ParseResult<PairedRound> fourth = PairingOperation.pair(file, 0, PairingOverrides.NONE);
        assertTrue(fourth.isOk(), fourth.problems().toString());
        assertTrue(PairingOperation.write(fourth.value(), file).isOk());

        ParseResult<PairedRound> fifth = PairingOperation.pair(file, 0, PairingOverrides.NONE);
        assertFalse(fifth.isOk());
        Problem p = fifth.problems().get(0);
        assertEquals(ProblemKind.ILLEGAL, p.kind());
        assertTrue(p.location().line() > 0, "located at a player line: " + p.location());
        String en = p.message().format(Locale.ENGLISH);
        assertTrue(en.startsWith("round 4: boards 1 ("), en);
        assertTrue(en.endsWith("4 (" + fourthBoard(fourth.value(), file) + ") have no result: round 5 is paired once every result of round 4 is in"), en);
        assertTrue(p.message().format(Locale.forLanguageTag("vi")).startsWith("vòng 4: các bàn 1 ("), p.message().format(Locale.forLanguageTag("vi")));

        ParseResult<PairedRound> again = PairingOperation.pair(file, 4, PairingOverrides.NONE);
        assertTrue(again.isOk(), again.problems().toString());
    }

    /** The file's fourth board of round 4 (boards are numbered in the file by the first player's start number). */
    private static String fourthBoard(PairedRound paired, Path file) {
        var read = PairingOperation.read(file).value().tournament().record().recordedBoards(4);
        return read.get(3).white() + " - " + read.get(3).black();
    }

    @Test
    void aLotIsDrawnWithTheSeedRecordedInTheFile(@TempDir Path dir) {
        GenerationResult g = RandomTournamentGenerator.generate(
                new GeneratorConfig(10, 2, 5, 1200, 2700, 0.3, 0, 0, 0, 0, Colour.WHITE), new DutchSystem(), false);
        Path file = dir.resolve("lot.trf");
        assertTrue(PairingOperation.save(TrfPairingWriter.of(g.record(), "Lot"), file).isOk());
        PairingOverrides byLot = new PairingOverrides(Optional.of(SystemChoice.SWISS_BY_LOT), Optional.empty(), false,
                OptionalLong.of(99), Optional.empty());
        PairedRound drawn = PairingOperation.pair(file, 0, byLot).value();
        assertEquals(OptionalLong.of(99), drawn.policy().seed());
        assertEquals(OptionalLong.of(99), LotSeed.recorded(drawn.document()));
        assertTrue(PairingOperation.save(LotSeed.recordedIn(PairingOperation.read(file).value().document(), 99), file).isOk());
        PairingOverrides noSeed = new PairingOverrides(Optional.of(SystemChoice.SWISS_BY_LOT), Optional.empty(), false,
                OptionalLong.empty(), Optional.empty());
        PairedRound again = PairingOperation.pair(file, 0, noSeed).value();
        assertEquals(OptionalLong.of(99), again.policy().seed());
        assertEquals(drawn.pairing().boards(), again.pairing().boards());
        assertTrue(again.pairing().explanation().text(Locale.ENGLISH).contains(Long.toString(new org.chessarbiter.pairing.bylot.SwissByLotSystem(99).seedFor(3))),
                again.pairing().explanation().text(Locale.ENGLISH));
    }
}
