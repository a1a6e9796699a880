package org.chessarbiter.workspace.ui.tests.editor;

import static org.chessarbiter.workspace.ui.tests.editor.DialogAnswers.press;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.AuditAction;
import org.chessarbiter.tournament.core.AuditEntry;
import org.chessarbiter.tournament.core.ChangeGrade;
import org.chessarbiter.tournament.core.Confirmation;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.ui.TournamentEditor;
import org.chessarbiter.tournament.ui.RoundsPage;
import org.chessarbiter.tournament.ui.internal.ManualChoices.Choice;
import org.chessarbiter.tournament.ui.internal.Messages;
import org.chessarbiter.workspace.op.ExportAsOperation;
import org.chessarbiter.workspace.pairing.CheckedPairings;
import org.chessarbiter.workspace.pairing.PairingOperation;
import org.chessarbiter.workspace.pairing.PairingOverrides;
import org.chessarbiter.workspace.print.PrintKind;
import org.chessarbiter.workspace.ui.internal.PrintJob;
import org.chessarbiter.workspace.ui.internal.handlers.PrintHandler;
import org.chessarbiter.workspace.ui.internal.wizards.ExportWizard;
import org.chessarbiter.workspace.ui.internal.wizards.ImportWizard;
import org.chessarbiter.workspace.ui.tests.Screenshots;
import org.chessarbiter.workspace.ui.tests.Ui;
import org.chessarbiter.workspace.ui.tests.WizardSteps;
import org.chessarbiter.workspace.ui.tests.WizardSteps.FinishingDialog;
import org.eclipse.core.commands.Command;
import org.eclipse.core.resources.IFile;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.IWorkbenchCommandConstants;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A small event run through the workbench alone, as a new arbiter would: File &gt; New &gt; Tournament
 * Project, File &gt; Import of 40 players from a CSV list, the tournament editor: round 1 paired and
 * published, its results typed down the boards, round 2 paired; a manual change the pairing checker
 * warns about (confirmed), one it rejects, one more taken back with Undo; round 2 published and saved,
 * its pairing list printed to HTML with Print…; exported to TRF by File &gt; Export, where
 * {@code check-pairings} reports the manual change from the audit trail and nothing else.
 */
class EventThroughTheUiTest extends EditorFixture {

    private static final String PROJECT = "giai-ban-le";
    /** Round 1's results, one key a board: the first player wins, draws and loses in turn. */
    private static final String ROUND_1 = "1=01=01=01=01=01=01=";

    private WizardSteps steps;

    @AfterEach
    void closeWizards() throws Exception {
        if (steps != null) {
            steps.close(PROJECT);
        }
    }

    @Test
    void anEventRunsThroughTheUiAlone() throws Exception {
        page = Ui.tournamentPerspective();
        steps = new WizardSteps(page);
        project = steps.newProject(PROJECT);
        IFile state = project.getFile(PROJECT + ".tournament");
        // the wizard opened the empty tournament in the editor: the import writes the file, the clean editor reads it again
        TournamentEditor opened = (TournamentEditor) page.findEditor(new org.eclipse.ui.part.FileEditorInput(state));
        assertTrue(opened != null && opened.loaded() && opened.document().plain().value().players().isEmpty(), "the empty tournament open");
        importFortyPlayers(state);
        Ui.waitUntil(() -> opened.document().plain().value().players().size() == 40, "the open editor shows the 40 players imported");

        openEditor(state);
        assertTrue(editor == opened, "the same editor");
        assertEquals(40, plain().players().size());
        assertTrue(plain().audit().fideMode(), "a new tournament is in FIDE mode");
        screenshot("event-03-editor");

        command("org.chessarbiter.tournament.ui.pairNext");
        Ui.waitUntil(() -> !editor.busy(), "round 1 paired");
        RoundsPage rounds = editor.show(RoundsPage.class);
        assertEquals(20, plain().rounds().get(0).pairings().size());
        screenshot("event-04-round1-paired");
        command("org.chessarbiter.tournament.ui.publish");
        assertTrue(plain().rounds().get(0).published(), rounds.messageText());

        command("org.chessarbiter.tournament.ui.enterResults");
        Table table = rounds.boards().getTable();
        for (char c : ROUND_1.toCharArray()) {
            type(table, c);
        }
        assertTrue(plain().rounds().get(0).isComplete(), "every result typed");
        screenshot("event-05-round1-results");

        command("org.chessarbiter.tournament.ui.pairNext");
        Ui.waitUntil(() -> !editor.busy(), "round 2 paired");
        assertEquals(2, rounds.shownRound());
        Round proposed = plain().rounds().get(1);
        assertFalse(proposed.published());
        screenshot("event-06-round2-paired");

        // a change the checker warns about, confirmed
        int[] warned = swapGraded(proposed, ChangeGrade.CONFIRM);
        Choice swap = choose(rounds, warned);
        DialogAnswers confirmed = DialogAnswers.queue(press(Messages.Manual_apply, "event-07-warning"));
        assertTrue(rounds.manualChanges().apply(swap), rounds.messageText());
        confirmed.assertAllAnswered();
        assertTrue(confirmed.seen().get(0).contains("C.04.3"), confirmed.seen().toString());
        Round changed = plain().rounds().get(1);
        assertEquals(proposed.pairings().get(warned[0]).second(), changed.pairings().get(warned[1]).second());
        assertTrue(rounds.messageText().contains("round 2: opponents swapped; graded: confirm; confirmed once; recorded in the audit trail"),
                rounds.messageText());

        // a change the checker rejects: nothing changes
        int[] rematch = swapGraded(changed, ChangeGrade.REJECT);
        Choice rejectedSwap = choose(rounds, rematch);
        DialogAnswers rejected = DialogAnswers.queue(press(Messages.Manual_close, "event-08-rejected"));
        assertFalse(rounds.manualChanges().apply(rejectedSwap));
        rejected.assertAllAnswered();
        assertTrue(rejected.seen().get(0).contains("C.04.1 b"), rejected.seen().toString());
        assertEquals(changed, plain().rounds().get(1));

        // one more change, taken back with Undo
        int[] more = swapGraded(changed, ChangeGrade.CONFIRM);
        DialogAnswers again = DialogAnswers.queue(press(Messages.Manual_apply));
        assertTrue(rounds.manualChanges().apply(choose(rounds, more)), rounds.messageText());
        again.assertAllAnswered();
        assertEquals(2, plain().audit().entries().size());
        command(IWorkbenchCommandConstants.EDIT_UNDO);
        assertEquals(changed, plain().rounds().get(1), "the last change undone");
        assertEquals(1, plain().audit().entries().size(), "and its audit entry with it");
        assertTrue(rounds.messageText().startsWith("Undone: "), "the page says what was undone, not the change's warnings: "
                + rounds.messageText());
        screenshot("event-09-undone");

        command("org.chessarbiter.tournament.ui.publish");
        assertTrue(plain().rounds().get(1).published(), rounds.messageText());
        editor.doSave(null);
        assertFalse(editor.isDirty());
        assertEquals(plain(), saved(), "saved as the editor holds it");

        Path html = printPairingList(state);
        Map<Integer, String> names = plain().players().stream().collect(Collectors.toMap(Player::startNumber, Player::name));
        String printed = Files.readString(html, StandardCharsets.UTF_8);
        for (Pairing p : changed.pairings()) {
            assertTrue(printed.contains(names.get(p.first())) && printed.contains(names.get(p.second())), "board " + p.board() + " printed");
        }

        Path trf = exportToTrf(state);
        ParseResult<CheckedPairings> checked = PairingOperation.check(trf, PairingOverrides.NONE);
        assertTrue(checked.isOk(), checked.problems().toString());
        List<AuditEntry> manual = checked.value().manualChanges();
        assertEquals(1, manual.size(), manual.toString());
        assertEquals(List.of(2, AuditAction.SWAP_OPPONENTS, ChangeGrade.CONFIRM, Confirmation.ONCE),
                List.of(manual.get(0).round(), manual.get(0).action(), manual.get(0).grade(), manual.get(0).confirmation()));
        assertEquals(List.of(), checked.value().report().differences(), "nothing else");
        assertTrue(checked.value().report().allAgree());
    }

    private void importFortyPlayers(IFile state) throws Exception {
        IFile csv = WizardSteps.create(project, "dang-ky.csv", WizardSteps.fortyPlayers());
        ImportWizard importer = new ImportWizard();
        importer.init(PlatformUI.getWorkbench(), new StructuredSelection(state));
        FinishingDialog d = steps.show(importer);
        importer.setSource(csv.getLocation().toString());
        Ui.waitUntil(d::finishEnabled, "the import can finish");
        Screenshots.save(Ui.capture(d.getShell()), "event-01-import");
        assertTrue(d.finish());
        Shell result = WizardSteps.problemsShell();
        Screenshots.save(Ui.capture(result), "event-02-imported");
        assertTrue(importer.done(), WizardSteps.rows(result).toString());
        result.close();
    }

    /** The swap of the two rows, as the context menu of the boards offers it. */
    private static Choice choose(RoundsPage rounds, int[] rows) {
        rounds.boards().getTable().setSelection(rows);
        List<Choice> choices = rounds.manualChanges().choices();
        assertEquals(1, choices.size(), choices.toString());
        return choices.get(0);
    }

    /** Print… on the saved tournament in the Project Explorer, the pairing list chosen: the page written beside it. */
    private Path printPairingList(IFile state) throws Exception {
        page.setPartState(page.getReference(editor), IWorkbenchPage.STATE_RESTORED);
        Ui.select(page, state);
        Path html = PrintJob.pageBeside(state, PrintKind.PAIRINGS);
        Command print = PlatformUI.getWorkbench().getService(ICommandService.class).getCommand("org.chessarbiter.workspace.ui.print");
        Ui.waitUntil(print::isEnabled, "Print… enabled on the selected tournament");
        DialogAnswers chosen = DialogAnswers.queue(press(IDialogConstants.OK_LABEL, "event-10-print"));
        System.setProperty(PrintHandler.WRITE_ONLY, "true"); // the page written, no browser opened on the test machine
        try {
            page.getWorkbenchWindow().getService(IHandlerService.class).executeCommand("org.chessarbiter.workspace.ui.print", null);
        } finally {
            System.clearProperty(PrintHandler.WRITE_ONLY);
        }
        chosen.assertAllAnswered();
        Ui.waitUntil(() -> Files.exists(html) && project.getFile(html.getFileName().toString()).exists(), "the pairing list printed");
        return html;
    }

    /** File &gt; Export of the saved tournament to TRF-2026, beside it. */
    private Path exportToTrf(IFile state) {
        ExportWizard exporter = new ExportWizard();
        exporter.init(PlatformUI.getWorkbench(), new StructuredSelection(state));
        FinishingDialog d = steps.show(exporter);
        exporter.choose(ExportAsOperation.Format.TRF26);
        Ui.waitUntil(d::finishEnabled, "the export can finish");
        assertTrue(d.finish());
        Shell result = WizardSteps.problemsShell();
        Screenshots.save(Ui.capture(result), "event-11-exported");
        assertTrue(WizardSteps.rows(result).toString().contains("written as FIDE TRF-26. Players: 40; rounds paired: 2; manual pairing changes "
                + "recorded (### lines): 1"), "the dialog says what was written: " + WizardSteps.rows(result));
        result.close();
        Path trf = project.getLocation().toPath().resolve(PROJECT + ".trf");
        assertTrue(Files.exists(trf));
        // kept beside the screenshots (the project is deleted after the test): ./arbiter check-pairings can read it by hand
        try {
            Path kept = Path.of(System.getProperty("arbiter.screenshots", "target/screenshots"), "event-11-exported.trf");
            Files.createDirectories(kept.getParent());
            Files.copy(trf, kept, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return trf;
    }
}
