package org.chessarbiter.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.chessarbiter.tournament.core.CompetitionSystem;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.TournamentInfo;
import org.chessarbiter.tournament.model.mapping.TournamentFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code import --csv LIST STATE} and {@code player update-ratings STATE --fide-list LIST}: whole or nothing, problems located in the list. */
class ImportCommandsTest extends CommandLineHarness {

    @TempDir
    Path dir;

    private Path state(List<Player> players) {
        Path file = dir.resolve("open.tournament");
        Tournament t = Tournament.of(TournamentInfo.of("Open", GameKind.CHESS, CompetitionSystem.SWISS_DUTCH, 5), players, List.of());
        assertTrue(TournamentFile.save(file, t).isOk());
        return file;
    }

    @Test
    void aCsvListIsImportedWholeAndABadRowIsPrintedAtItsLineAndColumn() throws IOException {
        Path file = state(List.of());
        Path list = dir.resolve("ds.csv");
        Files.writeString(list, "Họ tên;Elo;Đơn vị\nNguyễn An;1900;Hà Nội\nLê Bình;2100;Huế\n", StandardCharsets.UTF_8);
        assertEquals(ExitStatus.OK, run("import", "--csv", list.toString(), file.toString()), stderr());
        assertEquals(List.of("Lê Bình", "Nguyễn An"), TournamentFile.load(file).value().players().stream().map(Player::name).toList());
        byte[] before = Files.readAllBytes(file);
        Files.writeString(list, "Name;Elo\nA;1900\nB;19OO\n", StandardCharsets.UTF_8);
        assertEquals(ExitStatus.PROBLEMS, run("import", "--csv", list.toString(), file.toString()));
        assertEquals(list + ":3:3: error: \"19OO\" is not a rating: a whole number from 0 to 3500, or nothing when unrated",
                stderr().strip());
        assertArrayEquals(before, Files.readAllBytes(file));
        assertEquals(ExitStatus.USAGE, run("import", "--csv", list.toString(), file.toString(), "other.tournament"));
        assertEquals(ExitStatus.USAGE, run("import", file.toString()));
    }

    @Test
    void ratingsAreUpdatedFromAFideListAndThePlayersNotOnItNamed() throws IOException {
        Path file = state(List.of(new Player(1, "Schmidt", "m", "", "", "", "", "", 4100018, 2500, 0),
                new Player(2, "Nobody", "m", "", "", "", "", "", 99999999, 1500, 0)));
        Path list = dir.resolve("players_list_xml_foa.xml");
        Files.writeString(list, "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<playerslist>\n<player><fideid>4100018</fideid>"
                + "<name>Schmidt, Peter</name><country>GER</country><sex>M</sex><title>GM</title><w_title></w_title><o_title></o_title>"
                + "<foa_title></foa_title><rating>2561</rating><games>4</games><k>10</k><birthday>1979</birthday><flag></flag></player>\n"
                + "</playerslist>\n");
        assertEquals(ExitStatus.OK, run("players", "update-ratings", file.toString(), "--fide-list", list.toString()), stderr());
        assertEquals(2561, TournamentFile.load(file).value().players().get(0).fideRating());
        assertTrue(stderr().contains("players[startNumber=2]: warning: Nobody: FIDE ID 99999999 is not on the rating list"), stderr());
        assertTrue(stderr().contains("Schmidt: rating 2500 → 2561"), stderr());
        assertEquals(0, run("player", "update-ratings", "--help"), stderr());
        assertTrue(stdout().contains("--fide-list"), stdout());
    }
}
