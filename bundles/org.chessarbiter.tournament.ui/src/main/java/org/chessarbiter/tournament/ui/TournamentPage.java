package org.chessarbiter.tournament.ui;

import java.util.List;

import org.chessarbiter.rules.Problem;
import org.chessarbiter.tournament.ui.internal.TournamentDocument;
import org.chessarbiter.tournament.ui.internal.Messages;
import org.chessarbiter.tournament.ui.internal.ProblemsText;
import org.eclipse.jface.dialogs.IMessageProvider;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.forms.IManagedForm;
import org.eclipse.ui.forms.editor.FormPage;
import org.eclipse.ui.forms.widgets.ScrolledForm;

/**
 * A page of the tournament editor: a form with a title and a message line that shows the problems of
 * the last action, built once and brought up to date after every change of the model (built when the
 * tournament is read, when a large one is still being read as the page is first shown).
 */
public abstract class TournamentPage extends FormPage {

    private boolean stale;
    private boolean waiting;

    protected TournamentPage(TournamentEditor editor, String id, String title) {
        super(editor, id, title);
    }

    @Override
    public TournamentEditor getEditor() {
        return (TournamentEditor) super.getEditor();
    }

    protected TournamentDocument document() {
        return getEditor().document();
    }

    @Override
    protected final void createFormContent(IManagedForm managed) {
        ScrolledForm form = managed.getForm();
        form.setText(getTitle());
        managed.getToolkit().decorateFormHeading(form.getForm());
        if (!getEditor().loaded()) {
            // a large event is still being read: the page says so, and is built when it is there; the part shows
            // itself busy meanwhile (the reading job runs through its progress service): no animation in the form's
            // heading, whose frames (images drawn from SVG) and repaints would take the UI thread while it reads
            waiting = true;
            form.getBody().setLayout(new GridLayout());
            managed.getToolkit().createLabel(form.getBody(), NLS.bind(Messages.Editor_loading, getEditor().getEditorInput().getName()));
            return;
        }
        create(form.getBody(), managed);
        refresh();
    }

    /** The tournament is read: a page shown while it was being read is built now. */
    final void documentLoaded() {
        if (!waiting || getManagedForm() == null || getManagedForm().getForm().isDisposed()) {
            return;
        }
        waiting = false;
        ScrolledForm form = getManagedForm().getForm();
        for (Control c : form.getBody().getChildren()) {
            c.dispose();
        }
        create(form.getBody(), getManagedForm());
        refresh();
        form.reflow(true);
    }

    /** Builds the page's widgets in {@code body}. */
    protected abstract void create(Composite body, IManagedForm managed);

    /** Shows the model as it is now. */
    protected abstract void refresh();

    /** The model changed (a command done, undone or redone): the page shown is brought up to date now, the others when shown. */
    public final void modelChanged() {
        if (waiting || getManagedForm() == null || getManagedForm().getForm().isDisposed()) {
            return;
        }
        if (isActive()) {
            refresh();
            stale = false;
        } else {
            stale = true;
        }
    }

    @Override
    public void setActive(boolean active) {
        super.setActive(active);
        if (active && stale && !waiting && getManagedForm() != null) {
            stale = false;
            refresh();
        }
    }

    /** Shows problems in the form's message line: the worst first; clears it when there are none. */
    public void show(List<Problem> problems) {
        if (getManagedForm() == null) {
            return;
        }
        if (problems.isEmpty()) {
            setMessage(null, IMessageProvider.NONE);
            return;
        }
        boolean error = problems.stream().anyMatch(Problem::isError);
        boolean warning = problems.stream().anyMatch(p -> !p.isError() && p.severity() == org.chessarbiter.rules.Severity.WARNING);
        setMessage(ProblemsText.of(problems), error ? IMessageProvider.ERROR : warning ? IMessageProvider.WARNING : IMessageProvider.INFORMATION);
    }

    /** Shows one message of the editor's own. */
    public void message(String text, boolean error) {
        if (getManagedForm() != null) {
            setMessage(text, error ? IMessageProvider.ERROR : IMessageProvider.INFORMATION);
        }
    }

    /**
     * Sets the form's message line; the same message again changes nothing (each new message lays the form's
     * heading out again: a result typed, which clears a line already clear, would pay that every time).
     */
    private void setMessage(String text, int type) {
        ScrolledForm form = getManagedForm().getForm();
        String now = form.getMessage();
        boolean same = text == null || text.isEmpty() ? now == null || now.isEmpty() : text.equals(now) && form.getMessageType() == type;
        if (!same) {
            form.setMessage(text, type);
        }
    }

    /** The message the form shows now, empty when none (for the tests). */
    public String messageText() {
        String m = getManagedForm() == null ? null : getManagedForm().getForm().getMessage();
        return m == null ? "" : m;
    }
}
