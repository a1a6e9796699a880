package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.workspace.TournamentNature;
import org.chessarbiter.workspace.op.ExportAsOperation;
import org.chessarbiter.workspace.op.TournamentStore;
import org.chessarbiter.workspace.ui.internal.wizards.ExportWizard;
import org.chessarbiter.workspace.ui.tests.WizardSteps.FinishingDialog;
import org.chessarbiter.workspace.ui.internal.wizards.ImportWizard;
import org.chessarbiter.workspace.ui.internal.wizards.NewTournamentProjectWizard;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.IWizard;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The tournament wizards as an arbiter uses them: File &gt; New &gt; Tournament Project from a regulations
 * template, File &gt; Import of 40 players from a spreadsheet's CSV list (and of a list with mistakes: nothing
 * imported, every mistake located), File &gt; Export to TRF (asking before a file is replaced).
 */
class TournamentWizardsTest {

    private static final String PROJECT = "giai-mua-he";

    private IWorkbenchPage page;
    private WizardSteps steps;

    @BeforeEach
    void open() throws Exception {
        page = Ui.tournamentPerspective();
        steps = new WizardSteps(page);
    }

    @AfterEach
    void close() throws Exception {
        steps.close(PROJECT);
    }

    private FinishingDialog show(IWizard wizard) {
        return steps.show(wizard);
    }

    private IProject newProject() {
        return steps.newProject(PROJECT);
    }

    /** What a TRF player line holds of a player. */
    private static String trfFields(Player p) {
        return String.join("|", Integer.toString(p.startNumber()), p.name(), p.sex(), p.title(), p.birthDate(), p.federation(),
                Long.toString(p.fideId()), Integer.toString(p.fideRating()));
    }

    @Test
    void theWizardsAreRegisteredUnderTournament() {
        assertNotNull(PlatformUI.getWorkbench().getNewWizardRegistry().findWizard(NewTournamentProjectWizard.ID));
        assertNotNull(PlatformUI.getWorkbench().getImportWizardRegistry().findWizard(ImportWizard.ID));
        assertNotNull(PlatformUI.getWorkbench().getExportWizardRegistry().findWizard(ExportWizard.ID));
        assertEquals("Tournament", PlatformUI.getWorkbench().getNewWizardRegistry().findWizard(NewTournamentProjectWizard.ID)
                .getCategory().getLabel());
    }

    @Test
    void aProjectIsCreatedFortyPlayersImportedAndTheTournamentExportedToTrf() throws Exception {
        IProject project = newProject();
        assertTrue(project.hasNature(TournamentNature.ID));
        IFile regulations = project.getFile("co-vua-mo-rong-he-thuy-si.dieule");
        assertTrue(regulations.exists());
        assertTrue(new String(regulations.getContents().readAllBytes(), StandardCharsets.UTF_8).contains("số_vòng 7\n"));
        IFile state = project.getFile(PROJECT + ".tournament");
        Tournament empty = TournamentStore.load(state.getLocation().toPath()).value();
        assertEquals(7, empty.info().plannedRounds());
        assertTrue(empty.players().isEmpty());
        assertEquals(regulations, page.getActiveEditor().getEditorInput().getAdapter(IFile.class), "the regulations are open");
        Screenshots.save(Ui.capture(page.getWorkbenchWindow().getShell()), "new-tournament-project-workbench");

        IFile csv = WizardSteps.create(project, "dang-ky.csv", WizardSteps.fortyPlayers());
        ImportWizard importer = new ImportWizard();
        importer.init(PlatformUI.getWorkbench(), new StructuredSelection(state));
        FinishingDialog d = show(importer);
        importer.setSource(csv.getLocation().toString());
        Ui.waitUntil(d::finishEnabled, "the import can finish");
        Screenshots.save(Ui.capture(d.getShell()), "import-wizard");
        assertTrue(d.finish());
        Shell result = WizardSteps.problemsShell();
        Screenshots.save(Ui.capture(result), "import-result");
        assertTrue(importer.done());
        assertFalse(importer.problems().stream().anyMatch(org.chessarbiter.rules.Problem::isError), WizardSteps.rows(result).toString());
        assertTrue(WizardSteps.rows(result).get(0).contains("40 players imported from dang-ky.csv"), WizardSteps.rows(result).toString());
        result.close();
        List<Player> players = TournamentStore.load(state.getLocation().toPath()).value().players();
        assertEquals(40, players.size());
        for (int i = 1; i < players.size(); i++) {
            assertTrue(players.get(i - 1).fideRating() >= players.get(i).fideRating(), "numbered by rating (C.04.2)");
        }
        assertEquals("Hà Nội", players.stream().filter(p -> p.fideId() == 12_400_000).findFirst().orElseThrow().club());

        Path trf = project.getLocation().toPath().resolve(PROJECT + ".trf");
        ExportWizard exporter = new ExportWizard();
        exporter.init(PlatformUI.getWorkbench(), new StructuredSelection(state));
        d = show(exporter);
        exporter.choose(ExportAsOperation.Format.TRF26);
        Ui.waitUntil(d::finishEnabled, "the export can finish");
        Screenshots.save(Ui.capture(d.getShell()), "export-wizard");
        assertTrue(d.finish());
        WizardSteps.problemsShell().close();
        List<String> lines = Files.readAllLines(trf, StandardCharsets.UTF_8);
        assertEquals(40, lines.stream().filter(l -> l.startsWith("001 ")).count(), String.join("\n", lines));
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("012 " + PROJECT)), String.join("\n", lines));
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("142 ")), "TRF26 states the rounds in 142");
        assertEquals(players.stream().map(TournamentWizardsTest::trfFields).toList(),
                TournamentStore.load(trf).value().players().stream().map(TournamentWizardsTest::trfFields).toList(),
                "the TRF holds the players as imported");
        assertTrue(project.getFile(PROJECT + ".trf").exists(), "the workspace shows the file written");

        byte[] before = Files.readAllBytes(trf);
        ExportWizard again = new ExportWizard();
        again.init(PlatformUI.getWorkbench(), new StructuredSelection(state));
        List<String> asked = new ArrayList<>();
        again.setConfirmation((title, question) -> asked.add(question) && false);
        d = show(again);
        again.choose(ExportAsOperation.Format.TRF16);
        again.setTarget(trf.toString());
        assertFalse(d.finish(), "the user said no: the wizard stays open");
        assertEquals(1, asked.size());
        assertTrue(asked.get(0).contains(PROJECT + ".trf"), asked.get(0));
        assertArrayEquals(before, Files.readAllBytes(trf), "nothing replaced");
        again.setConfirmation((title, question) -> true);
        assertTrue(d.finish());
        WizardSteps.problemsShell().close();
        assertTrue(Files.readString(trf).contains("\nXXR "), "replaced once the user said yes, as TRF-16");
    }

    @Test
    void aListWithMistakesImportsNothingAndShowsWhereEachIs() throws Exception {
        IProject project = newProject();
        IFile state = project.getFile(PROJECT + ".tournament");
        byte[] before = Files.readAllBytes(state.getLocation().toPath());
        IFile csv = WizardSteps.create(project, "dang-ky-loi.csv", "Họ tên;Elo;Năm sinh;Giới tính\r\nNguyễn Văn An;2105;1990;nam\r\n"
                + "Trần Thị Bình;21O5;2001;nữ\r\nLê Văn Cường;1900;199;x\r\n");
        ImportWizard importer = new ImportWizard();
        importer.init(PlatformUI.getWorkbench(), new StructuredSelection(project));
        FinishingDialog d = show(importer);
        importer.setSource(csv.getLocation().toString());
        Ui.waitUntil(d::finishEnabled, "the import can finish");
        assertTrue(d.finish());
        Shell result = WizardSteps.problemsShell();
        Screenshots.save(Ui.capture(result), "import-problems");
        assertEquals(List.of(
                "Error | dang-ky-loi.csv:3:15 | \"21O5\" is not a rating: a whole number from 0 to 3500, or nothing when unrated",
                "Error | dang-ky-loi.csv:4:19 | \"199\" is not a birth date: write the year (1990) or the date (1990-05-17 or 17/05/1990)",
                "Error | dang-ky-loi.csv:4:23 | \"x\" is not a sex: write m or w (nam or nữ)"), WizardSteps.rows(result));
        assertArrayEquals(before, Files.readAllBytes(state.getLocation().toPath()), "nothing imported half");
    }
}
