package org.chessarbiter.workspace.ui.internal.handlers;

import java.nio.file.Files;
import java.nio.file.Path;
import org.chessarbiter.workspace.print.PrintKind;
import org.chessarbiter.workspace.ui.internal.Messages;
import org.chessarbiter.workspace.ui.internal.PrintJob;
import org.chessarbiter.workspace.ui.internal.PrintKindLabels;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.window.Window;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.dialogs.ListDialog;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * "Print…" on a tournament file ({@code *.trf}, {@code *.tournament}) of the Project Explorer: asks which
 * document to print, writes it beside the file as {@code <name>-<kind>.html} (asking before it writes over
 * a page that exists) and opens it in the system's browser ({@link PrintJob}).
 */
public class PrintHandler extends AbstractHandler {

    /**
     * The system property that makes Print… write the page without opening the system's browser (a headless
     * run, where no browser answers and its error would wait for a click).
     */
    public static final String WRITE_ONLY = "org.chessarbiter.print.writeOnly";

    @Override
    public Object execute(ExecutionEvent event) {
        IFile file = HandlerUtil.getCurrentSelection(event) instanceof IStructuredSelection s && !s.isEmpty()
                ? Adapters.adapt(s.getFirstElement(), IFile.class) : null;
        if (file == null || file.getLocation() == null) {
            return null;
        }
        Shell shell = HandlerUtil.getActiveShell(event);
        PrintKind kind = chooseKind(shell, file, Messages.Print_message);
        if (kind == null) {
            return null;
        }
        Path target = PrintJob.pageBeside(file, kind);
        if (Files.exists(target) && !MessageDialog.openQuestion(shell, Messages.StandingsView_overwriteTitle,
                NLS.bind(Messages.StandingsView_overwrite, target))) {
            return null;
        }
        new PrintJob(file, kind, target, !Boolean.getBoolean(WRITE_ONLY)).schedule();
        return null;
    }

    /** Asks which document of {@code file} to print (the pairing list by board first), saying where with {@code message}: null when the user cancels. */
    public static PrintKind chooseKind(Shell shell, IFile file, String message) {
        ListDialog dialog = new ListDialog(shell);
        dialog.setTitle(Messages.Print_title);
        dialog.setMessage(NLS.bind(message, file.getName()));
        dialog.setContentProvider(ArrayContentProvider.getInstance());
        dialog.setLabelProvider(LabelProvider.createTextProvider(k -> PrintKindLabels.label((PrintKind) k)));
        dialog.setInput(PrintKind.values());
        dialog.setInitialSelections(PrintKind.PAIRINGS);
        if (dialog.open() != Window.OK || dialog.getResult().length == 0) {
            return null;
        }
        return (PrintKind) dialog.getResult()[0];
    }
}
