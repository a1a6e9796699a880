package org.chessarbiter.workspace.regulations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

import org.chessarbiter.rules.LawEdition;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.ProblemKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The regulations' system setting, read by the regulations language's parser, beside the tournament or named. */
class RegulationsSettingsTest {

    /** The example's regulations name the FIDE Dutch system, 2026. */
    @Test
    void theExampleRegulationsNameTheDutchSystem() {
        Path trf = Path.of("../../examples/workspace/giai-mau/giai-mau.trf");
        ParseResult<Optional<String>> system = RegulationsSettings.system(trf, Optional.empty());
        assertEquals(Optional.of("FIDE_DUTCH_2026"), system.value(), system.problems().toString());
        assertTrue(system.problems().isEmpty(), system.problems().toString());
    }

    @Test
    void noRegulationsBesideIsNoSystemAndNoProblem(@TempDir Path dir) {
        ParseResult<Optional<String>> system = RegulationsSettings.system(dir.resolve("x.trf"), Optional.empty());
        assertEquals(Optional.empty(), system.value());
        assertTrue(system.problems().isEmpty());
    }

    @Test
    void severalBesideAreAWarningAndNoneIsUsed(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("a.dieule"), "regulations a \"A\"\nsystem ROUND_ROBIN\n");
        Files.writeString(dir.resolve("b.dieule"), "regulations b \"B\"\nsystem KNOCKOUT\n");
        ParseResult<Optional<String>> system = RegulationsSettings.system(dir.resolve("x.trf"), Optional.empty());
        assertEquals(Optional.empty(), system.value());
        assertFalse(system.problems().get(0).isError());
        assertTrue(system.problems().get(0).message().format(Locale.ENGLISH).contains("a.dieule, b.dieule"), system.problems().toString());
        assertEquals(Optional.of("KNOCKOUT"), RegulationsSettings.system(dir.resolve("x.trf"), Optional.of(dir.resolve("b.dieule"))).value());
    }

    @Test
    void aSyntaxErrorIsAWarningAndAMissingFileAnError(@TempDir Path dir) throws IOException {
        Path broken = dir.resolve("broken.dieule");
        Files.writeString(broken, "regulations broken \"B\"\nsystem\n");
        ParseResult<Optional<String>> read = RegulationsSettings.system(broken);
        assertEquals(Optional.empty(), read.value());
        assertFalse(read.problems().get(0).isError());
        ParseResult<Optional<String>> missing = RegulationsSettings.system(dir.resolve("none.dieule"));
        assertFalse(missing.isOk());
        assertEquals(ProblemKind.IO, missing.problems().get(0).kind());
        assertTrue(missing.problems().get(0).message().format(Locale.forLanguageTag("vi")).startsWith("không đọc được tệp điều lệ"));
    }

    /** In the full form the setting stands in the system section; the Baku acceleration it asks for is kept. */
    @Test
    void theSystemSectionOfTheFullFormIsReadWithItsAcceleration(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("dieu-le.dieule");
        Files.writeString(file, "điều_lệ g \"Điều lệ\"\n\nhình_thức \"7. Hình thức thi đấu\" {\n"
                + "\thệ_thống FIDE_DUTCH_2017 gia_tốc_baku\n\tsố_vòng 9\n}\n");
        ParseResult<Optional<String>> read = RegulationsSettings.system(file);
        assertEquals(Optional.of("FIDE_DUTCH_2017_BAKU"), read.value(), read.problems().toString());
        assertTrue(read.problems().isEmpty(), read.problems().toString());
    }

    /** The clock view's settings: the example's regulations follow FIDE 2018 with 90 minutes and 30 seconds a move. */
    @Test
    void theExampleRegulationsGiveTheLawAndTheTimeControlOfTheClock() {
        Path scoresheet = Path.of("../../examples/workspace/giai-mau/van-1.bienban");
        ParseResult<Optional<ClockSettings>> read = RegulationsSettings.clockBeside(scoresheet);
        ClockSettings clock = read.value().orElseThrow();
        assertEquals(Optional.of(LawEdition.FIDE_2018), clock.edition(), read.problems().toString());
        assertEquals("5400+30", clock.control().orElseThrow().text());
    }

    @Test
    void regulationsNamingTheLawOf2000AndNoControl(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("r.dieule");
        Files.writeString(file, "regulations r \"R\"\nlaw fide2000\n");
        ParseResult<Optional<ClockSettings>> read = RegulationsSettings.clock(file);
        ClockSettings clock = read.value().orElseThrow();
        assertEquals(Optional.of(LawEdition.FIDE_2000), clock.edition(), read.problems().toString());
        assertEquals(Optional.empty(), clock.control());
        assertEquals(Optional.empty(), RegulationsSettings.clock(dir.resolve("none.dieule")).toOptional().flatMap(o -> o));
    }
}
