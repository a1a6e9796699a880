package org.chessarbiter.tournament.ui;

import java.util.List;

import org.chessarbiter.rules.Problem;
import org.chessarbiter.tournament.ui.internal.TournamentDocument;
import org.chessarbiter.tournament.ui.internal.Messages;
import org.chessarbiter.tournament.ui.internal.ProblemsText;
import org.eclipse.jface.dialogs.IMessageProvider;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
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

    /** The longest line of the form's message, in characters (about the width of an editor on a 1,280-pixel screen). */
    private static final int MESSAGE_LINE = 130;

    private boolean stale;
    /** The message shown, as given (the heading shows it {@link #wrapped}); empty when none. */
    private String shownMessage = "";
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

    /**
     * A push button of the page: a plain one, not the forms toolkit's, whose colours hide a disabled button's grey on
     * GTK (Pair Again and Publish Round looked enabled on a published round).
     */
    protected static Button button(Composite parent, String text) {
        Button b = new Button(parent, SWT.PUSH);
        b.setText(text);
        return b;
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
        boolean same = text == null || text.isEmpty() ? shownMessage.isEmpty() : text.equals(shownMessage) && form.getMessageType() == type;
        if (!same) {
            shownMessage = text == null ? "" : text;
            form.setMessage(text == null ? null : wrapped(text), type);
        }
    }

    /**
     * The message with its long lines broken at the last space before {@value #MESSAGE_LINE} characters: the heading
     * shows a line at its full width, and a longer one made the whole page wider than the editor (its buttons cut off).
     */
    static String wrapped(String text) {
        StringBuilder out = new StringBuilder();
        for (String line : text.split("\n", -1)) {
            if (out.length() > 0) {
                out.append('\n');
            }
            String rest = line;
            while (rest.length() > MESSAGE_LINE) {
                int cut = rest.lastIndexOf(' ', MESSAGE_LINE);
                if (cut <= 0) {
                    break;
                }
                out.append(rest, 0, cut).append('\n');
                rest = rest.substring(cut + 1);
            }
            out.append(rest);
        }
        return out.toString();
    }

    /** The message the form shows now, as it was given (unwrapped), empty when none (for the tests). */
    public String messageText() {
        return getManagedForm() == null ? "" : shownMessage;
    }
}
