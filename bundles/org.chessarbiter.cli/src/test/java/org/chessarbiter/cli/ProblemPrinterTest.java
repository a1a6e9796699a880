package org.chessarbiter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.chessarbiter.pairing.RequestValidator;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.junit.jupiter.api.Test;

/** Every command prints problems the same way: one a line, where then what, in the chosen language. */
class ProblemPrinterTest {

    private static final Problem IN_TEXT = Problem.error(ProblemKind.ILLEGAL, Location.at(3, 81),
            Message.of(RequestValidator.class, "error.duplicateId", 7));
    private static final Problem IN_VALUE = Problem.error(ProblemKind.ILLEGAL, Location.part("players").keyed("id", 7),
            Message.of(RequestValidator.class, "error.duplicateId", 7));

    private static String printed(Locale locale, java.util.function.BiConsumer<ProblemPrinter, List<Problem>> how) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream stream = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        how.accept(new ProblemPrinter(stream, locale), List.of(IN_TEXT, IN_VALUE));
        return bytes.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n");
    }

    @Test
    void aProblemIsOneLineWhereThenWhat() {
        assertEquals("3:81: start number 7 is used twice\nplayers[id=7]: start number 7 is used twice\n",
                printed(Locale.ENGLISH, ProblemPrinter::print));
    }

    @Test
    void theProblemsOfAFileStartWithItsNameAndListedOnesAreIndented() {
        Path file = Path.of("giai.trf");
        assertEquals("giai.trf:3:81: số thứ tự 7 bị dùng hai lần\ngiai.trf:players[id=7]: số thứ tự 7 bị dùng hai lần\n",
                printed(Locale.forLanguageTag("vi"), (p, problems) -> p.printIn(file, problems)));
        String failure = printed(Locale.ENGLISH, (p, problems) -> p.printFailure("pair.failed", problems));
        assertEquals("  3:81: start number 7 is used twice\n  players[id=7]: start number 7 is used twice\n",
                failure.substring(failure.indexOf('\n') + 1), "the problems under the heading, indented");
    }
}
