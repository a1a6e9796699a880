package org.chessarbiter.tournament.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.io.AtomicSave;
import org.chessarbiter.tournament.model.ByeKind;
import org.chessarbiter.tournament.model.GameKind;
import org.chessarbiter.tournament.model.Pairing;
import org.chessarbiter.tournament.model.Player;
import org.chessarbiter.tournament.model.Round;
import org.chessarbiter.tournament.model.Tournament;
import org.chessarbiter.tournament.model.TournamentFactory;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The EMF tournament model (generated in the build from model/tournament.ecore) in a running OSGi
 * framework: its package and the *.tournament resource factory are registered by plugin.xml, and a
 * tournament survives a save through {@link AtomicSave} and a load.
 */
class TournamentResourceTest {

    private static final TournamentFactory FACTORY = TournamentFactory.eINSTANCE;

    private static Tournament sample() {
        Tournament tournament = FACTORY.createTournament();
        tournament.setName("Giải cờ Tướng mẫu");
        tournament.setGame(GameKind.XIANGQI);
        tournament.setLawEdition("XIANGQI_2004");
        tournament.setNumberOfRounds(7);
        tournament.setScoring(FACTORY.createScoring());
        Player red = player(1, "Nguyễn Văn Ánh");
        Player black = player(2, "Trần Thị Bình");
        Player third = player(3, "Lê Văn Cường");
        tournament.getPlayers().add(red);
        tournament.getPlayers().add(black);
        tournament.getPlayers().add(third);
        Round round = FACTORY.createRound();
        round.setNumber(1);
        round.setPublished(true);
        Pairing game = FACTORY.createPairing();
        game.setBoard(1);
        game.setFirst(red);
        game.setSecond(black);
        game.getResults().add(org.chessarbiter.tournament.model.Result.DRAW);
        Pairing bye = FACTORY.createPairing();
        bye.setBoard(2);
        bye.setFirst(third);
        bye.setBye(ByeKind.PAIRING_ALLOCATED);
        round.getPairings().add(game);
        round.getPairings().add(bye);
        tournament.getRounds().add(round);
        return tournament;
    }

    private static Player player(int number, String name) {
        Player player = FACTORY.createPlayer();
        player.setStartNumber(number);
        player.setName(name);
        return player;
    }

    private static ParseResult<Path> save(Tournament tournament, Path file) {
        Resource resource = new ResourceSetImpl().createResource(URI.createFileURI(file.toString()));
        resource.getContents().add(tournament);
        return AtomicSave.save(file, out -> resource.save(out, Map.of()));
    }

    @Test
    void tournamentSurvivesSaveAndLoad(@TempDir Path dir) {
        Path file = dir.resolve("giai.tournament");
        assertTrue(save(sample(), file).isOk());

        Resource loaded = new ResourceSetImpl().getResource(URI.createFileURI(file.toString()), true);
        Tournament tournament = (Tournament) loaded.getContents().get(0);
        assertEquals("Giải cờ Tướng mẫu", tournament.getName());
        assertEquals(GameKind.XIANGQI, tournament.getGame());
        assertEquals(3, tournament.getPlayers().size());
        assertEquals("1", tournament.getScoring().getWin(), "a win is 1 point, exact");
        assertEquals("1/2", tournament.getScoring().getDraw(), "a draw is half a point, exact");
        Round round = tournament.getRounds().get(0);
        assertTrue(round.isPublished());
        Pairing game = round.getPairings().get(0);
        assertSame(tournament.getPlayers().get(0), game.getFirst(), "references resolve to the loaded players");
        assertEquals(List.of(org.chessarbiter.tournament.model.Result.DRAW), game.getResults());
        assertEquals(ByeKind.PAIRING_ALLOCATED, round.getPairings().get(1).getBye());
    }

    @Test
    void failedSaveLeavesThePreviousFileIntact(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("giai.tournament");
        assertTrue(save(sample(), file).isOk());
        byte[] before = Files.readAllBytes(file);

        ParseResult<Path> failed = AtomicSave.save(file, out -> {
            out.write("<?xml version=\"1.0\"?><partial".getBytes());
            throw new IOException("disk full");
        });

        assertFalse(failed.isOk());
        assertEquals(new String(before), new String(Files.readAllBytes(file)), "the previous save is untouched");
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count(), "no temporary file is left behind");
        }
    }

    @Test
    void resourceFactoryIsRegisteredForTheFileExtension() throws IOException {
        Resource resource = new ResourceSetImpl().createResource(URI.createFileURI("/tmp/x.tournament"));
        resource.getContents().add(sample());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        resource.save(out, Map.of());
        assertTrue(out.toString().contains("tournament:Tournament"), out.toString());
    }
}
