package org.chessarbiter.workspace.ui.internal.handlers;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.chessarbiter.workspace.print.PrintKind;
import org.chessarbiter.workspace.ui.internal.Messages;
import org.chessarbiter.workspace.ui.internal.PrintJob;
import org.chessarbiter.workspace.ui.internal.print.PrintedDocument;
import org.chessarbiter.workspace.ui.internal.print.PrintedDocuments;
import org.chessarbiter.workspace.ui.internal.print.PrintMessages;
import org.chessarbiter.workspace.ui.internal.print.PrinterOutput;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * "Print on a Printer…" (and File &gt; Print… in the tournament editor and on a tournament file of the Project
 * Explorer): asks which document to print, renders it in a job as the printable HTML page is rendered
 * ({@link PrintJob}, into a temporary file), then lays the same content out for the printer the user chooses
 * ({@link PrinterOutput}). The tournament editor prints its file as saved.
 */
public class PrinterHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        IFile file = tournamentFile(event);
        if (file == null || file.getLocation() == null) {
            return null;
        }
        // the window's shell, not the active one: a hover or a tooltip may be active, and closed before the job ends
        Shell shell = HandlerUtil.getActiveWorkbenchWindow(event) != null
                ? HandlerUtil.getActiveWorkbenchWindow(event).getShell() : HandlerUtil.getActiveShell(event);
        PrintKind kind = PrintHandler.chooseKind(shell, file, Messages.Print_messagePrinter);
        if (kind == null) {
            return null;
        }
        Path page;
        try {
            page = Files.createTempFile("arbiter-print-", ".html");
        } catch (IOException e) {
            MessageDialog.openError(shell, PrintMessages.PrintPages_noPrinterTitle, NLS.bind(PrintMessages.PrintPages_noTemporary,
                    System.getProperty("java.io.tmpdir"), e.getMessage()));
            return null;
        }
        PrintJob job = new PrintJob(file, kind, page, false);
        job.addJobChangeListener(new JobChangeAdapter() {
            @Override
            public void done(IJobChangeEvent done) {
                if (!done.getResult().isOK() || shell.isDisposed()) {
                    page.toFile().delete();
                    return;
                }
                shell.getDisplay().asyncExec(() -> print(shell, page));
            }
        });
        job.schedule();
        return null;
    }

    private static void print(Shell shell, Path page) {
        try {
            PrintedDocument document = PrintedDocuments.read(Files.readString(page, StandardCharsets.UTF_8));
            if (!shell.isDisposed()) {
                PrinterOutput.print(shell, document);
            }
        } catch (IOException e) {
            MessageDialog.openError(shell, PrintMessages.PrintPages_noPrinterTitle, NLS.bind(PrintMessages.PrintPages_unreadable, page, e.getMessage()));
        } finally {
            page.toFile().delete();
        }
    }

    /** The tournament file of the active tournament editor, else the one selected. */
    private static IFile tournamentFile(ExecutionEvent event) {
        IEditorPart editor = HandlerUtil.getActiveEditor(event);
        if (editor != null && HandlerUtil.getActivePart(event) == editor && editor.getEditorInput() instanceof IFileEditorInput input) {
            return input.getFile();
        }
        return HandlerUtil.getCurrentSelection(event) instanceof IStructuredSelection s && !s.isEmpty()
                ? Adapters.adapt(s.getFirstElement(), IFile.class) : null;
    }
}
