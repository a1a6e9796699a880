package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.File;
import java.nio.charset.StandardCharsets;

import org.chessarbiter.regulations.catalog.RegulationsTemplate;
import org.chessarbiter.regulations.ui.wizards.NewRegulationsWizard;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * File &gt; New &gt; Regulations: the wizard offers the three templates, makes the chosen one a {@code *.dieule} of the
 * chosen project, opens it in the regulations editor, and never replaces a file that exists.
 */
class NewRegulationsWizardTest {

    private IWorkbenchPage page;
    private IProject project;
    private FinishingDialog dialog;

    /** A wizard dialog whose Finish button a test can press. */
    private static final class FinishingDialog extends WizardDialog {
        FinishingDialog(Shell parent, NewRegulationsWizard wizard) {
            super(parent, wizard);
            setBlockOnOpen(false);
        }

        void finish() {
            finishPressed();
        }

        boolean finishEnabled() {
            return getButton(org.eclipse.jface.dialogs.IDialogConstants.FINISH_ID).isEnabled();
        }
    }

    @BeforeEach
    void open() throws Exception {
        page = Ui.tournamentPerspective();
        project = Ui.openProject("giai-moi");
    }

    @AfterEach
    void close() throws Exception {
        if (dialog != null && dialog.getShell() != null) {
            dialog.close();
        }
        page.closeAllEditors(false);
        project.delete(true, true, new NullProgressMonitor());
    }

    private NewRegulationsWizard openWizard() {
        NewRegulationsWizard wizard = new NewRegulationsWizard();
        wizard.init(PlatformUI.getWorkbench(), new StructuredSelection(project));
        dialog = new FinishingDialog(page.getWorkbenchWindow().getShell(), wizard);
        dialog.open();
        return wizard;
    }

    @Test
    void theWizardIsOfferedUnderFileNew() {
        assertNotNull(PlatformUI.getWorkbench().getNewWizardRegistry().findWizard(NewRegulationsWizard.ID),
                "File > New > Regulations is registered");
    }

    @Test
    void theChosenTemplateBecomesTheProjectsRegulationsOpenInTheEditor() throws Exception {
        NewRegulationsWizard wizard = openWizard();
        wizard.chooseTemplate(RegulationsTemplate.XIANGQI_ROUND_ROBIN);
        Ui.waitUntil(dialog::finishEnabled, "the wizard can finish");
        File shot = Screenshots.save(Ui.capture(dialog.getShell()), "new-regulations-wizard");
        assertTrue(shot.length() > 0, "screenshot written to " + shot);
        dialog.finish();

        IFile file = project.getFile("co-tuong-vong-tron.dieule");
        assertTrue(file.exists(), "the regulations are made in the project selected");
        assertEquals(RegulationsTemplate.XIANGQI_ROUND_ROBIN.text(), new String(file.getContents().readAllBytes(), StandardCharsets.UTF_8));
        assertEquals(file, wizard.created());
        IEditorPart editor = page.getActiveEditor();
        assertNotNull(editor, "the new regulations are opened");
        assertEquals(file, editor.getEditorInput().getAdapter(IFile.class));
        Screenshots.save(Ui.capture(page.getWorkbenchWindow().getShell()), "new-regulations-editor");
    }

    @Test
    void anExistingFileIsNeverReplaced() throws Exception {
        IFile existing = project.getFile("co-vua-mo-rong-he-thuy-si.dieule");
        existing.create(new ByteArrayInputStream("// mine\n".getBytes(StandardCharsets.UTF_8)), true, new NullProgressMonitor());
        openWizard();
        Ui.waitUntil(() -> !dialog.finishEnabled(), "the wizard refuses to finish");
        assertFalse(dialog.finishEnabled());
        assertTrue(dialog.getCurrentPage().getErrorMessage() != null
                && dialog.getCurrentPage().getErrorMessage().contains("co-vua-mo-rong-he-thuy-si.dieule"), dialog.getCurrentPage().getErrorMessage());
        assertEquals("// mine\n", new String(existing.getContents().readAllBytes(), StandardCharsets.UTF_8));
    }
}
