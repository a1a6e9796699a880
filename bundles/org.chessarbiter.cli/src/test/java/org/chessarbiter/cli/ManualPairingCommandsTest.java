package org.chessarbiter.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.chessarbiter.tournament.core.AuditAction;
import org.chessarbiter.tournament.core.AuditEntry;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.model.mapping.TournamentFile;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code arbiter manual swap|colours|pair|unpair|bye} and {@code arbiter fide-mode}: manual changes
 * graded by the pairing checker (FIDE's verification checklist, C.04A), exit 1 when rejected or not
 * confirmed enough, recorded in the audit trail; {@code check-pairings} reports a recorded change and
 * nothing else. The state: 40 players, round 1 paired by the program and played (White wins), round
 * 2 as the program pairs it, not published.
 */
class ManualPairingCommandsTest extends CommandLineHarness {

    @TempDir
    Path dir;

    Path state;

    @BeforeEach
    void programPairsRoundTwo() throws IOException {
        Path field = dir.resolve("field.trf");
        Files.writeString(field, TrfFiles.field(40, 5));
        Path one = dir.resolve("round1.trf");
        assertEquals(0, run("pair", field.toString(), "--out", one.toString()), stderr());
        Path played = dir.resolve("played1.trf");
        Files.writeString(played, TrfFiles.played(Files.readString(one), 1, '1'));
        Path two = dir.resolve("round2.trf");
        assertEquals(0, run("pair", played.toString(), "--out", two.toString()), stderr());
        state = dir.resolve("open.tournament");
        assertEquals(0, run("import", two.toString(), state.toString()), stderr());
        Tournament t = TournamentFile.load(state).value();
        Round r = t.rounds().get(1);
        assertTrue(TournamentFile.save(state, t.withRound(new Round(2, r.date(), false, r.pairings(), r.byes()))).isOk());
    }

    Tournament read() {
        return TournamentFile.load(state).value();
    }

    @Test
    void checkPairingsReportsTheRecordedSwapAndNothingElse() throws IOException {
        assertEquals(ExitStatus.OK, run("manual", "swap", state.toString(), "--round", "2", "--boards", "3", "4"), stderr());
        assertEquals(List.of(AuditAction.SWAP_OPPONENTS), read().audit().entries().stream().map(AuditEntry::action).toList());
        Path trf = dir.resolve("exported.trf");
        assertEquals(ExitStatus.OK, run("export", state.toString(), trf.toString()), stderr());
        assertTrue(Files.readString(trf).contains("### AUDIT round=2 action=SWAP_OPPONENTS grade=ACKNOWLEDGE"));

        assertEquals(ExitStatus.OK, run("check-pairings", trf.toString()), stdout() + stderr());
        List<String> lines = stdout().lines().toList();
        assertEquals(2, lines.size(), stdout());
        assertTrue(lines.get(0).startsWith("round 2: manual change by the arbiter, opponents swapped: players "), lines.get(0));
        assertTrue(lines.get(0).contains("; graded: acknowledge; no confirmation needed; "), lines.get(0));
        assertTrue(lines.get(1).startsWith("2 of 2 rounds paired as recorded"), lines.get(1));
        assertEquals("", stderr());

        // the same change without its audit entry is an unexplained difference
        Path unrecorded = dir.resolve("unrecorded.trf");
        Files.writeString(unrecorded, String.join("\n", Files.readString(trf).lines().filter(l -> !l.startsWith("### AUDIT")).toList()) + "\n");
        assertEquals(ExitStatus.PROBLEMS, run("check-pairings", unrecorded.toString()));
        assertTrue(stdout().contains("is not the engine's pairing"), stdout());
        assertTrue(!stdout().contains("manual change"), stdout());
    }

    @Test
    void aRematchIsRejectedEvenWhenConfirmedTwiceAndNothingIsWritten() throws IOException {
        // 1 beat 21 in round 1; round 2 has them in other score groups: unpair both boards, then pair them
        List<Pairing> two = read().rounds().get(1).pairings();
        int board1 = two.stream().filter(p -> p.involves(1)).findFirst().orElseThrow().board();
        int board21 = two.stream().filter(p -> p.involves(21)).findFirst().orElseThrow().board();
        assertEquals(ExitStatus.OK, run("manual", "unpair", state.toString(), "--round", "2", "--board", String.valueOf(board1),
                "--confirm-twice"), stderr());
        assertEquals(ExitStatus.OK, run("manual", "unpair", state.toString(), "--round", "2", "--board", String.valueOf(board21),
                "--confirm-twice"), stderr());
        byte[] before = Files.readAllBytes(state);
        assertEquals(ExitStatus.PROBLEMS, run("manual", "pair", state.toString(), "--round", "2", "--white", "1", "--black", "21",
                "--confirm-twice"));
        assertTrue(stderr().contains("players 1 and 21 have already played each other: two players shall not meet more than once "
                + "(FIDE C.04.1 b)"), stderr());
        assertTrue(stderr().contains("error: the change of round 2 is rejected (REJECT) and the tournament is in FIDE mode"), stderr());
        assertArrayEquals(before, Files.readAllBytes(state));

        assertEquals(ExitStatus.PROBLEMS, run("manual", "pair", state.toString(), "--round", "2", "--white", "1", "--black", "21",
                "--confirm-twice", "--lang", "vi"));
        assertTrue(stderr().contains("thay đổi ở vòng 2 bị từ chối (REJECT) và giải đang ở chế độ FIDE"), stderr());
        assertEquals(List.of(AuditAction.UNPAIR, AuditAction.UNPAIR), read().audit().entries().stream().map(AuditEntry::action).toList());
    }

    @Test
    void exchangingColoursNeedsTheArbitersConfirmation() {
        assertEquals(ExitStatus.PROBLEMS, run("manual", "colours", state.toString(), "--round", "2", "--board", "1"));
        assertTrue(stderr().contains("warning: player"), stderr());
        assertTrue(stderr().contains("is applied only when the arbiter confirms it"), stderr());
        assertTrue(read().audit().entries().isEmpty());
        assertEquals(ExitStatus.OK, run("manual", "colours", state.toString(), "--round", "2", "--board", "1", "--confirm"), stderr());
        assertTrue(stdout().contains("written"), stdout());
        assertEquals(AuditAction.EXCHANGE_COLOURS, read().audit().entries().get(0).action());
    }

    @Test
    void unpairAndPairAgainAndGiveAByeInTwoSteps() {
        Pairing b1 = read().rounds().get(1).pairings().get(0);
        assertEquals(ExitStatus.PROBLEMS, run("manual", "unpair", state.toString(), "--round", "2", "--board", "1", "--confirm"));
        assertTrue(stderr().contains("confirms it twice"), stderr());
        assertEquals(ExitStatus.OK, run("manual", "unpair", state.toString(), "--round", "2", "--board", "1", "--confirm-twice"), stderr());
        assertEquals(ExitStatus.OK, run("manual", "pair", state.toString(), "--round", "2", "--white", String.valueOf(b1.first()),
                "--black", String.valueOf(b1.second())), stderr());
        assertEquals(ExitStatus.PROBLEMS, run("manual", "bye", state.toString(), "--round", "2", "--player", "40", "--kind", "half"));
        assertEquals(ExitStatus.OK, run("manual", "bye", state.toString(), "--round", "2", "--player", "40", "--kind", "half",
                "--confirm-twice"), stderr());
        assertEquals(List.of(AuditAction.UNPAIR, AuditAction.PAIR, AuditAction.BYE),
                read().audit().entries().stream().map(AuditEntry::action).toList());
        assertEquals(ExitStatus.USAGE, run("manual", "bye", state.toString(), "--round", "2", "--player", "40", "--kind", "absent"));
    }

    @Test
    void leavingFideModeIsRecordedAndStays() {
        assertEquals(ExitStatus.OK, run("fide-mode", "off", state.toString()), stderr());
        assertTrue(stderr().contains("FIDE mode left: recorded in the audit trail"), stderr());
        assertEquals(ExitStatus.OK, run("fide-mode", "off", state.toString()), stderr());
        assertTrue(stderr().contains("already out of FIDE mode"), stderr());
        assertEquals(ExitStatus.OK, run("fide-mode", "on", state.toString()), stderr());
        assertEquals(List.of(AuditAction.FIDE_MODE_OFF, AuditAction.FIDE_MODE_ON),
                read().audit().entries().stream().map(AuditEntry::action).toList());
        assertEquals(ExitStatus.USAGE, run("fide-mode", "maybe", state.toString()));
    }

    @Test
    void aPublishedRoundIsRefused() {
        assertEquals(ExitStatus.PROBLEMS, run("manual", "swap", state.toString(), "--round", "1", "--boards", "1", "2", "--confirm-twice"));
        assertTrue(stderr().contains("round 1 is published: a published round is never rewritten"), stderr());
    }
}
