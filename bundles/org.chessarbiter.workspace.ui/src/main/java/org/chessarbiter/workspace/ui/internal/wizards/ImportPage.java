package org.chessarbiter.workspace.ui.internal.wizards;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ComboViewer;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

/** The page of the Import wizard: the tournament, what to import (CSV players, TRF players, a FIDE list), the file. */
final class ImportPage extends WizardPage {

    /** What is imported. */
    enum Kind { CSV, TRF, FIDE_LIST }

    private final List<IFile> states;
    private final IFile initial;
    private ComboViewer state;
    private Button[] kinds;
    private Text source;

    ImportPage(List<IFile> states, IFile initial) {
        super("importPlayers");
        this.states = states;
        this.initial = initial;
        setTitle(WizardMessages.Import_title);
        setDescription(WizardMessages.Import_description);
    }

    @Override
    public void createControl(Composite parent) {
        Composite c = new Composite(parent, SWT.NONE);
        GridLayoutFactory.swtDefaults().numColumns(3).applyTo(c);
        new Label(c, SWT.NONE).setText(WizardMessages.Import_state);
        state = new ComboViewer(c, SWT.READ_ONLY | SWT.DROP_DOWN);
        state.setContentProvider(ArrayContentProvider.getInstance());
        state.setLabelProvider(LabelProvider.createTextProvider(f -> ((IFile) f).getFullPath().makeRelative().toString()));
        state.setInput(states);
        GridDataFactory.fillDefaults().grab(true, false).span(2, 1).applyTo(state.getControl());

        Group group = new Group(c, SWT.NONE);
        group.setText(WizardMessages.Import_kind);
        GridLayoutFactory.swtDefaults().applyTo(group);
        GridDataFactory.fillDefaults().grab(true, false).span(3, 1).applyTo(group);
        String[] labels = {WizardMessages.Import_csv, WizardMessages.Import_trf, WizardMessages.Import_fide};
        kinds = new Button[labels.length];
        for (int i = 0; i < labels.length; i++) {
            kinds[i] = new Button(group, SWT.RADIO);
            kinds[i].setText(labels[i]);
            kinds[i].addListener(SWT.Selection, e -> validate());
        }
        kinds[0].setSelection(true);

        new Label(c, SWT.NONE).setText(WizardMessages.Import_source);
        source = new Text(c, SWT.BORDER);
        GridDataFactory.fillDefaults().grab(true, false).hint(440, SWT.DEFAULT).applyTo(source);
        Button browse = new Button(c, SWT.PUSH);
        browse.setText(WizardMessages.Import_browse);
        browse.addListener(SWT.Selection, e -> browse());

        state.addSelectionChangedListener(e -> validate());
        source.addModifyListener(e -> validate());
        if (initial != null) {
            state.setSelection(new StructuredSelection(initial));
        } else if (states.size() == 1) {
            state.setSelection(new StructuredSelection(states.get(0)));
        }
        setControl(c);
        validate();
        setErrorMessage(null); // nothing is wrong before the user has done anything
    }

    private void browse() {
        FileDialog d = new FileDialog(getShell(), SWT.OPEN);
        d.setFilterExtensions(new String[] {"*.csv;*.trf;*.txt;*.xml", "*.*"});
        String chosen = d.open();
        if (chosen != null) {
            setSource(chosen);
        }
    }

    /** Sets the file to import, and what it is by its name (a FIDE list is an {@code .xml} or a {@code players_list} / {@code frl} text). */
    void setSource(String path) {
        String name = Path.of(path).getFileName() == null ? "" : Path.of(path).getFileName().toString().toLowerCase(Locale.ROOT);
        Kind k = name.endsWith(".csv") || name.endsWith(".tsv") ? Kind.CSV
                : name.endsWith(".xml") || name.contains("players_list") || name.contains("frl") ? Kind.FIDE_LIST
                : name.endsWith(".trf") || name.endsWith(".txt") ? Kind.TRF : kind();
        choose(k);
        source.setText(path);
    }

    /** Chooses what is imported. */
    void choose(Kind k) {
        for (int i = 0; i < kinds.length; i++) {
            kinds[i].setSelection(i == k.ordinal());
        }
        validate();
    }

    /** Chooses the tournament. */
    void chooseState(IFile file) {
        state.setSelection(new StructuredSelection(file), true);
    }

    Kind kind() {
        for (int i = 0; i < kinds.length; i++) {
            if (kinds[i].getSelection()) {
                return Kind.values()[i];
            }
        }
        return Kind.CSV;
    }

    IFile state() {
        return (IFile) state.getStructuredSelection().getFirstElement();
    }

    Path source() {
        return Path.of(source.getText().strip());
    }

    private void validate() {
        String problem = null;
        String path = source.getText().strip();
        if (state() == null) {
            problem = WizardMessages.Import_noState;
        } else if (path.isEmpty() || !Files.isRegularFile(Path.of(path))) {
            problem = NLS.bind(WizardMessages.Import_noSource, path);
        }
        setErrorMessage(problem);
        setPageComplete(problem == null);
    }
}
