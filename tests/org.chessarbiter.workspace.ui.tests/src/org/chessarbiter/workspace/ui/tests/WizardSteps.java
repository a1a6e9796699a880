package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.workspace.ui.internal.wizards.NewTournamentProjectWizard;
import org.chessarbiter.workspace.ui.internal.wizards.WizardMessages;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.IWizard;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;

/**
 * The steps of the tournament wizards as a test takes them: a wizard shown in a dialog whose Finish
 * button the test presses, a New Tournament Project, the 40 players of a spreadsheet's CSV list, the
 * dialog saying what an import or export did; {@link #close} closes what is left open and deletes the
 * project.
 */
public final class WizardSteps {

    private final IWorkbenchPage page;
    private WizardDialog dialog;

    public WizardSteps(IWorkbenchPage page) {
        this.page = page;
    }

    /** A wizard dialog whose Finish button a test can press. */
    public static final class FinishingDialog extends WizardDialog {
        FinishingDialog(Shell parent, IWizard wizard) {
            super(parent, wizard);
            setBlockOnOpen(false);
        }

        public boolean finish() {
            finishPressed();
            return getShell() == null;
        }

        public boolean finishEnabled() {
            return getButton(IDialogConstants.FINISH_ID).isEnabled();
        }
    }

    /** Closes the wizard and result dialogs left open, the editors, and deletes {@code project}. */
    public void close(String project) throws Exception {
        if (dialog != null && dialog.getShell() != null) {
            dialog.close();
        }
        for (Shell s : Display.getCurrent().getShells()) {
            if (WizardMessages.Problems_title.equals(s.getText())) {
                s.close();
            }
        }
        page.closeAllEditors(false);
        IProject p = ResourcesPlugin.getWorkspace().getRoot().getProject(project);
        if (p.exists()) {
            p.delete(true, true, new NullProgressMonitor());
        }
    }

    public FinishingDialog show(IWizard wizard) {
        FinishingDialog d = new FinishingDialog(page.getWorkbenchWindow().getShell(), wizard);
        dialog = d;
        d.open();
        return d;
    }

    /** The dialog saying what an import or export did, once its job has run. */
    public static Shell problemsShell() {
        Ui.waitUntil(() -> Arrays.stream(Display.getCurrent().getShells())
                .anyMatch(s -> WizardMessages.Problems_title.equals(s.getText()) && s.isVisible()), "the result of the job");
        return Arrays.stream(Display.getCurrent().getShells()).filter(s -> WizardMessages.Problems_title.equals(s.getText()))
                .findFirst().orElseThrow();
    }

    public static List<String> rows(Shell problems) {
        Table table = find(problems, Table.class);
        List<String> rows = new ArrayList<>();
        for (int i = 0; i < table.getItemCount(); i++) {
            rows.add(table.getItem(i).getText(0) + " | " + table.getItem(i).getText(1) + " | " + table.getItem(i).getText(2));
        }
        return rows;
    }

    private static <T> T find(org.eclipse.swt.widgets.Composite c, Class<T> type) {
        for (org.eclipse.swt.widgets.Control child : c.getChildren()) {
            if (type.isInstance(child)) {
                return type.cast(child);
            }
            if (child instanceof org.eclipse.swt.widgets.Composite inner) {
                T found = find(inner, type);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** A chess tournament project of 7 rounds from the first regulations template, made by File &gt; New. */
    public IProject newProject(String name) {
        NewTournamentProjectWizard wizard = new NewTournamentProjectWizard();
        wizard.init(PlatformUI.getWorkbench(), StructuredSelection.EMPTY);
        FinishingDialog d = show(wizard);
        wizard.fill(name, GameKind.CHESS, 0, 7);
        Ui.waitUntil(d::finishEnabled, "the wizard can finish");
        Screenshots.save(Ui.capture(d.getShell()), "new-tournament-project-wizard");
        assertTrue(d.finish(), "the wizard closes");
        assertNotNull(wizard.created());
        return wizard.created();
    }

    /** 40 players as a spreadsheet saves them: Vietnamese headers, semicolons, a byte order mark, in the order they entered. */
    public static String fortyPlayers() {
        String[] families = {"Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Vũ", "Đặng", "Bùi"};
        String[] given = {"Văn An", "Thị Bình", "Quốc Cường", "Minh Dũng", "Thu Hà"};
        String[] clubs = {"Hà Nội", "TP. Hồ Chí Minh", "Đà Nẵng", "Cần Thơ"};
        StringBuilder b = new StringBuilder("\uFEFFSTT;Họ tên;Elo;Đơn vị;Năm sinh;Giới tính;Mã FIDE;Danh hiệu;Liên đoàn\r\n");
        for (int i = 0; i < 40; i++) {
            int rating = 1500 + (i * 37) % 900;
            String title = rating >= 2300 ? "FM" : "";
            b.append(i + 1).append(';').append(families[i % 8]).append(' ').append(given[i % 5]).append(';').append(rating).append(';')
                    .append(clubs[i % 4]).append(';').append(1980 + i % 25).append(';').append(i % 5 == 1 || i % 5 == 4 ? "nữ" : "nam")
                    .append(';').append(12_400_000 + i).append(';').append(title).append(";VIE\r\n");
        }
        return b.toString();
    }

    public static IFile create(IProject project, String name, String text) throws Exception {
        IFile f = project.getFile(name);
        f.create(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), true, new NullProgressMonitor());
        return f;
    }
}
