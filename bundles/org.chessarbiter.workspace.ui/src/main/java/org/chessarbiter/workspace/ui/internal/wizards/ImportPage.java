package org.chessarbiter.workspace.ui.internal.wizards;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.viewers.ComboViewer;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
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
        state = WizardParts.stateCombo(c, states);
        kinds = WizardParts.radios(c, WizardMessages.Import_kind,
                new String[] {WizardMessages.Import_csv, WizardMessages.Import_trf, WizardMessages.Import_fide}, this::validate);
        source = WizardParts.fileRow(c, WizardMessages.Import_source, this::browse);

        state.addSelectionChangedListener(e -> validate());
        source.addModifyListener(e -> validate());
        WizardParts.selectInitial(state, states, initial);
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
