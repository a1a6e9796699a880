package org.chessarbiter.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.tournament.core.CompetitionSystem;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.TournamentInfo;
import org.chessarbiter.tournament.model.mapping.TournamentFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code publish}, {@code result}, {@code repair}, {@code import}, {@code export}, {@code player}: the
 * workspace's operations on the command line, their problems printed as a compiler prints them, exit 1 on errors.
 */
class OperationCommandsTest extends CommandLineHarness {

    private static final Path TRF = Path.of("../org.chessarbiter.tournament/src/test/resources/org/chessarbiter/tournament/trf/bbp/tiny-5x4.trf");

    @TempDir
    Path dir;

    /** Four players; round 1 (1-3 1-0, 4-2 without result) published or not. */
    private Path state(boolean published) {
        List<Player> players = new ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            players.add(Player.of(i, "Player " + i, 2410 - 10 * i));
        }
        Round one = new Round(1, "", published, List.of(Pairing.of(1, 1, 3, GameResult.FIRST_WINS),
                Pairing.of(2, 4, 2, GameResult.NOT_YET_PLAYED)), List.of());
        Tournament t = Tournament.of(TournamentInfo.of("Open", GameKind.CHESS, CompetitionSystem.SWISS_DUTCH, 3), players, List.of(one));
        Path file = dir.resolve("open.tournament");
        assertTrue(TournamentFile.save(file, t).isOk());
        return file;
    }

    private static Tournament read(Path file) {
        return TournamentFile.load(file).value();
    }

    @Test
    void publishWritesTheRoundPublishedAndRefusesToPublishItAgain() {
        Path file = state(false);
        assertEquals(ExitStatus.OK, run("publish", file.toString(), "--round", "1"), stderr());
        assertTrue(stdout().contains("written"), stdout());
        assertTrue(read(file).rounds().get(0).published());
        assertEquals(ExitStatus.PROBLEMS, run("publish", file.toString(), "--round", "1"));
        assertEquals(file + ": rounds[number=1]: error: round 1 is already published", stderr().strip());
        assertEquals(ExitStatus.USAGE, run("publish", file.toString()), "--round is required");
    }

    @Test
    void resultRecordsAMissingResultEvenAForfeitAndNeverRewritesAPublishedOne() throws IOException {
        Path file = state(true);
        assertEquals(ExitStatus.OK, run("result", file.toString(), "--round", "1", "--board", "2", "-/+"), stderr());
        assertEquals(GameResult.SECOND_WINS_BY_FORFEIT, read(file).rounds().get(0).pairings().get(1).result());
        byte[] before = Files.readAllBytes(file);
        assertEquals(ExitStatus.PROBLEMS, run("result", file.toString(), "--round", "1", "--player", "3", "1/2", "--lang", "vi"));
        assertEquals(file + ": rounds[number=1].pairings[board=1]: lỗi: vòng 1 đã công bố và bàn 1 có kết quả 1-0: "
                + "không sửa kết quả đã công bố (yêu cầu: ½-½)", stderr().strip());
        assertArrayEquals(before, Files.readAllBytes(file));
        assertEquals(ExitStatus.USAGE, run("result", file.toString(), "--round", "1", "--board", "2", "2-0"));
        assertTrue(stderr().contains("Invalid result: 2-0"), stderr());
        assertEquals(ExitStatus.USAGE, run("result", file.toString(), "--round", "1", "1-0"), "a board or a player");
    }

    @Test
    void repairRefusesAPublishedRound() {
        Path file = state(true);
        assertEquals(ExitStatus.PROBLEMS, run("repair", file.toString(), "--round", "1"));
        assertTrue(stderr().contains("round 1 is published: a published round is never paired again"), stderr());
    }

    @Test
    void importAndExportWriteByTheExtensionAndNeverOverAnExistingFileWithoutForce() throws IOException {
        Path state = dir.resolve("tiny.tournament");
        assertEquals(ExitStatus.OK, run("import", TRF.toString(), state.toString()), stderr());
        assertEquals(5, read(state).players().size());
        assertEquals(ExitStatus.PROBLEMS, run("import", TRF.toString(), state.toString()));
        assertTrue(stderr().contains("exists: nothing was written (--force writes over it)"), stderr());
        assertEquals(ExitStatus.OK, run("import", TRF.toString(), state.toString(), "--force"), stderr());
        Path trf = dir.resolve("back.trf");
        assertEquals(ExitStatus.OK, run("export", state.toString(), trf.toString()), stderr());
        assertTrue(Files.readString(trf).contains("092 FIDE_DUTCH_2025"), "the records the model has no field for come back");
        Path html = dir.resolve("cross.html");
        assertEquals(ExitStatus.OK, run("export", state.toString(), html.toString(), "--report", "crosstable"), stderr());
        assertTrue(Files.readString(html).startsWith("<!DOCTYPE html>"));
        assertEquals(ExitStatus.PROBLEMS, run("export", state.toString(), state.toString(), "--force"), "never over its input");
        assertEquals(ExitStatus.PROBLEMS, run("import", TRF.toString(), dir.resolve("x.trf").toString()));
    }

    @Test
    void playerCommandsEnterWithdrawAndAskForByes() {
        Path file = state(true);
        assertEquals(ExitStatus.PROBLEMS, run("player", "add", file.toString(), "--name", "Late Comer", "--rating", "2500"));
        assertTrue(stderr().contains("joins as a late entry"), stderr());
        assertEquals(ExitStatus.OK, run("player", "late", file.toString(), "--name", "Late Comer", "--rating", "2500"), stderr());
        assertTrue(stderr().contains("has the pairing number 5"), stderr());
        assertEquals(5, read(file).players().size());
        assertEquals(ExitStatus.OK, run("player", "withdraw", file.toString(), "--player", "2"), stderr());
        assertTrue(stderr().contains("000 Part 2 Art. 4.2-4.3"), stderr());
        assertEquals(ExitStatus.PROBLEMS, run("player", "withdraw", file.toString(), "--player", "2"));
        assertEquals(ExitStatus.OK, run("player", "bye", file.toString(), "--player", "1", "--round", "2", "--kind", "zero"), stderr());
        assertEquals(ExitStatus.PROBLEMS, run("player", "bye", file.toString(), "--player", "1", "--round", "1"));
        assertEquals(ExitStatus.USAGE, run("player", "bye", file.toString(), "--player", "1", "--round", "2", "--kind", "double"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"publish", "result", "repair", "import", "export", "player"})
    void everyNewCommandHasItsHelpInEnglishAndVietnamese(String command) {
        assertEquals(0, run(command, "--help"), stderr());
        assertTrue(stdout().startsWith("Usage: arbiter " + command), stdout());
        assertTrue(stdout().contains("Exit status:"), stdout());
        assertEquals(0, run(command, "--help", "--lang", "vi"), stderr());
        assertTrue(stdout().startsWith("Cách dùng: arbiter " + command), stdout());
        assertFalse(stdout().contains("null"), stdout());
    }

    @Test
    void playerCommandsHaveTheirHelpToo() {
        for (String command : List.of("add", "late", "withdraw", "bye")) {
            assertEquals(0, run("player", command, "--help", "--lang", "vi"), stderr());
            assertTrue(stdout().startsWith("Cách dùng: arbiter player " + command), stdout());
        }
    }
}
