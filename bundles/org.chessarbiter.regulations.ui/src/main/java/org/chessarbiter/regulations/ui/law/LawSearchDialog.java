package org.chessarbiter.regulations.ui.law;

import java.util.List;
import java.util.Optional;

import org.chessarbiter.law.LawElement;
import org.chessarbiter.law.LawLibrary;
import org.chessarbiter.law.LawSearch;
import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;

/**
 * Go to an article of the law library, or search it ({@link LawSearch}): a citation as the project writes it
 * ("FIDE 2018 9.6.1"), an id ({@code fide2018.9.6}) or words with or without diacritics; each hit its id and its
 * words, the chosen one opened in its law text (double click or OK).
 */
public final class LawSearchDialog extends Dialog {

    private static final int EXCERPT = 160;

    private final LawLibrary library;
    private Text query;
    private Table hits;
    private List<LawElement> shown = List.of();
    private String chosen;

    /** The dialog over {@code library}. */
    public LawSearchDialog(Shell shell, LawLibrary library) {
        super(shell);
        this.library = library;
        setShellStyle(getShellStyle() | SWT.RESIZE);
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(Messages.LawSearch_title);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        Composite c = new Composite(area, SWT.NONE);
        GridLayoutFactory.swtDefaults().applyTo(c);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(c);
        new Label(c, SWT.WRAP).setText(Messages.LawSearch_prompt);
        query = new Text(c, SWT.SEARCH | SWT.ICON_SEARCH | SWT.ICON_CANCEL);
        query.setMessage(Messages.LawSearch_hint);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(query);
        hits = new Table(c, SWT.BORDER | SWT.SINGLE | SWT.FULL_SELECTION);
        hits.setHeaderVisible(true);
        column(Messages.LawSearch_article, 190);
        column(Messages.LawSearch_text, 620);
        GridDataFactory.fillDefaults().grab(true, true).hint(820, 380).applyTo(hits);
        query.addModifyListener(e -> refresh());
        hits.addListener(SWT.DefaultSelection, e -> okPressed());
        return area;
    }

    private void column(String title, int width) {
        TableColumn column = new TableColumn(hits, SWT.LEFT);
        column.setText(title);
        column.setWidth(width);
    }

    private void refresh() {
        shown = LawSearch.find(library, query.getText());
        hits.setRedraw(false);
        hits.removeAll();
        for (LawElement e : shown) {
            TableItem item = new TableItem(hits, SWT.NONE);
            item.setText(new String[] { e.id(), excerpt(LawSearch.ownText(e)) });
        }
        if (!shown.isEmpty()) {
            hits.select(0);
        }
        hits.setRedraw(true);
        Optional.ofNullable(getButton(IDialogConstants.OK_ID)).ifPresent(b -> b.setEnabled(!shown.isEmpty()));
    }

    private static String excerpt(String words) {
        String line = words.replace('\n', ' ');
        return line.length() <= EXCERPT ? line : line.substring(0, EXCERPT - 1) + "…";
    }

    /** Asks {@code words}, as typed into the dialog's field (public for tests). */
    public void search(String words) {
        query.setText(words);
    }

    /** The ids of the elements shown, in order (public for tests). */
    public List<String> shown() {
        return shown.stream().map(LawElement::id).toList();
    }

    /** Selects the row of {@code id}, as a click would (public for tests). */
    public void select(String id) {
        hits.select(shown().indexOf(id));
    }

    @Override
    protected void okPressed() {
        int row = hits.getSelectionIndex();
        chosen = row < 0 ? null : shown.get(row).id();
        super.okPressed();
    }

    /** The id of the element chosen, once the dialog is closed by OK. */
    public Optional<String> chosen() {
        return Optional.ofNullable(chosen);
    }
}
