package org.chessarbiter.workspace.ui.internal.wizards;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Problem;
import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;

/**
 * What an import or an export did: one line saying it, then every problem it found, located (a list's
 * file, line and column; a player or a round of the tournament), in the user's language.
 */
public final class ProblemsDialog extends Dialog {

    private final String summary;
    private final List<Problem> problems;
    private TableViewer viewer;

    ProblemsDialog(Shell parent, Path file, boolean refused, List<Problem> problems) {
        super(parent);
        this.summary = NLS.bind(refused ? WizardMessages.Problems_refused : WizardMessages.Problems_done, file.getFileName());
        this.problems = problems;
        setShellStyle(getShellStyle() & ~SWT.APPLICATION_MODAL | SWT.MODELESS | SWT.RESIZE);
        setBlockOnOpen(false); // shown when the job ends: the workbench goes on meanwhile
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(WizardMessages.Problems_title);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        Label label = new Label(area, SWT.WRAP);
        label.setText(summary);
        GridDataFactory.fillDefaults().grab(true, false).hint(900, SWT.DEFAULT).applyTo(label);
        viewer = new TableViewer(area, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        Table table = viewer.getTable();
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        column(WizardMessages.Problems_severity, 110, ProblemsDialog::severity, ProblemsDialog::icon);
        column(WizardMessages.Problems_where, 200, p -> where(p.location()), p -> null);
        column(WizardMessages.Problems_message, 640, p -> p.message().format(Locale.getDefault()), p -> null);
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        viewer.setInput(problems);
        table.getColumn(2).pack(); // every message whole (the table scrolls when one is wider than the dialog)
        table.getColumn(2).setWidth(Math.max(table.getColumn(2).getWidth(), 640));
        GridDataFactory.fillDefaults().grab(true, true).hint(1120, 300).applyTo(table);
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.OK_ID, IDialogConstants.OK_LABEL, true);
    }

    /** The table of problems (for tests). */
    public Table table() {
        return viewer.getTable();
    }

    private void column(String title, int width, java.util.function.Function<Problem, String> text,
            java.util.function.Function<Problem, Image> image) {
        TableViewerColumn c = new TableViewerColumn(viewer, SWT.NONE);
        c.getColumn().setText(title);
        c.getColumn().setWidth(width);
        c.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((Problem) element);
            }

            @Override
            public Image getImage(Object element) {
                return image.apply((Problem) element);
            }
        });
    }

    private static Image icon(Problem p) {
        return org.eclipse.ui.PlatformUI.getWorkbench().getSharedImages().getImage(switch (p.severity()) {
            case ERROR -> org.eclipse.ui.ISharedImages.IMG_OBJS_ERROR_TSK;
            case WARNING -> org.eclipse.ui.ISharedImages.IMG_OBJS_WARN_TSK;
            default -> org.eclipse.ui.ISharedImages.IMG_OBJS_INFO_TSK;
        });
    }

    private static String severity(Problem p) {
        return switch (p.severity()) {
            case ERROR -> WizardMessages.Problems_error;
            case WARNING -> WizardMessages.Problems_warning;
            default -> WizardMessages.Problems_info;
        };
    }

    /** Where a problem is: "list.csv:3:12" in a file's text, "players[startNumber=2]" in the tournament, or the file's name. */
    static String where(Location at) {
        String file = at.field() == null ? "" : name(at.field());
        if (at.line() > 0) {
            return (file.isEmpty() ? "" : file + ":") + at.line() + (at.column() > 0 ? ":" + at.column() : "");
        }
        return file;
    }

    private static String name(String field) {
        if (field.startsWith("/") || field.contains(java.io.File.separator) && !field.contains("[")) {
            Path p = Path.of(field).getFileName();
            return p == null ? field : p.toString();
        }
        return field;
    }
}
