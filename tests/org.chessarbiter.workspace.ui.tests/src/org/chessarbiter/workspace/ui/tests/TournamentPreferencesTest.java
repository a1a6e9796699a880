package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import org.chessarbiter.tournament.core.AuditAction;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.workspace.op.TournamentStore;
import org.chessarbiter.workspace.ui.internal.wizards.NewTournamentProjectWizard;
import org.chessarbiter.workspace.ui.internal.wizards.TournamentPreferencePage;
import org.chessarbiter.workspace.ui.internal.wizards.TournamentPreferences;
import org.chessarbiter.workspace.ui.internal.wizards.WizardMessages;
import org.chessarbiter.workspace.ui.tests.WizardSteps.FinishingDialog;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Window &gt; Preferences &gt; Tournaments as an arbiter fills it (xiangqi, 11 rounds, the federation, city and chief
 * arbiter, out of FIDE mode; a federation that is not three capital letters refused), then File &gt; New &gt; Tournament
 * Project: the wizard starts from those defaults and the new tournament holds them.
 */
class TournamentPreferencesTest {

    private static final String PROJECT = "giai-co-tuong-mac-dinh";

    private IWorkbenchPage page;
    private WizardSteps steps;
    private PreferenceDialog dialog;

    @BeforeEach
    void open() throws Exception {
        page = Ui.tournamentPerspective();
        steps = new WizardSteps(page);
    }

    @AfterEach
    void close() throws Exception {
        if (dialog != null && dialog.getShell() != null) {
            dialog.close();
        }
        steps.close(PROJECT);
        IEclipsePreferences node = InstanceScope.INSTANCE.getNode(TournamentPreferences.QUALIFIER);
        for (String key : List.of(TournamentPreferences.GAME, TournamentPreferences.ROUNDS, TournamentPreferences.FEDERATION,
                TournamentPreferences.CITY, TournamentPreferences.CHIEF_ARBITER, TournamentPreferences.FIDE_MODE)) {
            node.remove(key);
        }
        node.flush();
    }

    @Test
    void aNewTournamentStartsFromThePreferences() throws Exception {
        dialog = PreferencesUtil.createPreferenceDialogOn(page.getWorkbenchWindow().getShell(), TournamentPreferencePage.ID,
                new String[] { TournamentPreferencePage.ID }, null);
        dialog.setBlockOnOpen(false);
        dialog.open();
        Shell shell = dialog.getShell();
        Button ok = find(shell, Button.class, b -> Integer.valueOf(IDialogConstants.OK_ID).equals(b.getData()));

        // a click on a radio button tells the one it deselects, then the one it selects (SWT)
        click(find(shell, Button.class, b -> WizardMessages.NewProject_chess.equals(b.getText())), false);
        click(find(shell, Button.class, b -> WizardMessages.NewProject_xiangqi.equals(b.getText())), true);
        type(textAfter(shell, WizardMessages.Preferences_rounds), "11");
        Text federation = textAfter(shell, WizardMessages.Preferences_federation);
        type(federation, "Viet Nam");
        assertFalse(ok.isEnabled(), "a federation of FIDE's three letters or none");
        assertEquals(WizardMessages.Preferences_badFederation, ((org.eclipse.jface.preference.IPreferencePage) dialog.getSelectedPage()).getErrorMessage());
        Screenshots.save(Ui.capture(shell), "tournament-preferences-refused");
        type(federation, "VIE");
        assertTrue(ok.isEnabled());
        type(textAfter(shell, WizardMessages.Preferences_city), "Hà Nội");
        type(textAfter(shell, WizardMessages.Preferences_chiefArbiter), "Nguyễn Văn Trọng");
        click(find(shell, Button.class, b -> WizardMessages.Preferences_fideMode.equals(b.getText())), false);
        Screenshots.save(Ui.capture(shell), "tournament-preferences");
        ok.notifyListeners(SWT.Selection, new Event());
        assertTrue(shell.isDisposed(), "Apply and Close");

        NewTournamentProjectWizard wizard = new NewTournamentProjectWizard();
        wizard.init(PlatformUI.getWorkbench(), StructuredSelection.EMPTY);
        FinishingDialog d = steps.show(wizard);
        Shell w = d.getShell();
        assertTrue(find(w, Button.class, b -> WizardMessages.NewProject_xiangqi.equals(b.getText())).getSelection(), "xiangqi first");
        assertEquals(11, find(w, Spinner.class, s -> true).getSelection(), "the rounds of the preferences, not the template's");
        assertTrue(find(w, Label.class, x -> x.getText().startsWith("Round robin (in the regulations: ROUND_ROBIN)")) != null,
                "the system named in words, with its code in the regulations");
        wizard.fill(PROJECT, 0);
        Ui.waitUntil(d::finishEnabled, "the wizard can finish");
        Screenshots.save(Ui.capture(w), "tournament-preferences-wizard");
        assertTrue(d.finish(), "the wizard closes");
        IProject project = wizard.created();
        assertNotNull(project);

        Tournament t = TournamentStore.load(project.getFile(PROJECT + ".tournament").getLocation().toPath()).value();
        assertEquals(GameKind.XIANGQI, t.info().game());
        assertEquals(11, t.info().plannedRounds());
        assertEquals(List.of("VIE", "Hà Nội", "Nguyễn Văn Trọng"), List.of(t.info().federation(), t.info().city(), t.info().chiefArbiter()));
        assertFalse(t.audit().fideMode(), "out of FIDE mode, as the preferences say");
        assertEquals(List.of(AuditAction.FIDE_MODE_OFF), t.audit().entries().stream().map(e -> e.action()).toList(), "and on the record");
    }

    /** Types {@code s} into a field as the keyboard does: the text, then the last key's release (field editors check on it). */
    private static void type(Text field, String s) {
        field.setText(s);
        field.notifyListeners(SWT.KeyUp, new Event());
    }

    /** Sets a radio button or check box as a click does: its selection, then its listeners told. */
    private static void click(Button b, boolean selected) {
        b.setSelection(selected);
        b.notifyListeners(SWT.Selection, new Event());
    }

    /** The text field after the label {@code label} (a field editor's label, mnemonic and all). */
    private static Text textAfter(Composite root, String label) {
        Label l = find(root, Label.class, x -> label.equals(x.getText()));
        Control[] siblings = l.getParent().getChildren();
        for (int i = 0; i < siblings.length - 1; i++) {
            if (siblings[i] == l && siblings[i + 1] instanceof Text t) {
                return t;
            }
        }
        throw new AssertionError("no text field after " + label);
    }

    private static <T extends Control> T find(Composite root, Class<T> type, Predicate<T> which) {
        List<T> found = new ArrayList<>();
        collect(root, type, which, found);
        assertEquals(1, found.size(), type.getSimpleName() + " found: " + found);
        return found.get(0);
    }

    private static <T extends Control> void collect(Composite c, Class<T> type, Predicate<T> which, List<T> found) {
        for (Control child : c.getChildren()) {
            if (type.isInstance(child) && which.test(type.cast(child))) {
                found.add(type.cast(child));
            }
            if (child instanceof Composite inner) {
                collect(inner, type, which, found);
            }
        }
    }
}
