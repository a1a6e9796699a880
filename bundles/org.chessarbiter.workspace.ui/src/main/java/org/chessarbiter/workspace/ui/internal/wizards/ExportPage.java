package org.chessarbiter.workspace.ui.internal.wizards;

import java.nio.file.Path;
import java.util.List;

import org.chessarbiter.workspace.op.ExportAsOperation;
import org.eclipse.core.resources.IFile;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.viewers.ComboViewer;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Text;

/** The page of the Export wizard: the tournament, the format, the file to write (beside the tournament by default). */
final class ExportPage extends WizardPage {

    private final List<IFile> states;
    private final IFile initial;
    private ComboViewer state;
    private Button[] formats;
    private Text target;
    private boolean targetEdited;

    ExportPage(List<IFile> states, IFile initial) {
        super("exportTournament");
        this.states = states;
        this.initial = initial;
        setTitle(WizardMessages.Export_title);
        setDescription(WizardMessages.Export_description);
    }

    @Override
    public void createControl(Composite parent) {
        Composite c = new Composite(parent, SWT.NONE);
        GridLayoutFactory.swtDefaults().numColumns(3).applyTo(c);
        state = WizardParts.stateCombo(c, states);
        formats = WizardParts.radios(c, WizardMessages.Export_format,
                new String[] {WizardMessages.Export_trf26, WizardMessages.Export_trf16, WizardMessages.Export_csv}, this::suggest);
        target = WizardParts.fileRow(c, WizardMessages.Export_target, this::browse);
        target.addVerifyListener(e -> targetEdited |= target.isFocusControl());

        state.addSelectionChangedListener(e -> suggest());
        target.addModifyListener(e -> validate());
        WizardParts.selectInitial(state, states, initial);
        setControl(c);
        suggest();
        setErrorMessage(null);
    }

    private void browse() {
        FileDialog d = new FileDialog(getShell(), SWT.SAVE);
        d.setOverwrite(false); // the wizard asks, once, when it finishes
        d.setFilterExtensions(new String[] {format() == ExportAsOperation.Format.CSV ? "*.csv" : "*.trf", "*.*"});
        String chosen = d.open();
        if (chosen != null) {
            targetEdited = true;
            target.setText(chosen);
        }
    }

    /** The file beside the tournament, named after it, with the format's extension, unless the user typed one. */
    private void suggest() {
        if (!targetEdited && state() != null && state().getLocation() != null) {
            Path p = state().getLocation().toPath();
            String base = p.getFileName().toString().replaceFirst("\\.[^.]*$", "");
            String ext = switch (format()) {
                case CSV -> ".csv";
                case TRF16 -> "-trf16.trf";
                case TRF26 -> ".trf";
            };
            target.setText(p.resolveSibling(base + ext).toString());
        }
        validate();
    }

    /** Chooses the format (for tests). */
    void choose(ExportAsOperation.Format f) {
        for (int i = 0; i < formats.length; i++) {
            formats[i].setSelection(i == f.ordinal());
        }
        suggest();
    }

    /** Sets the file to write (for tests). */
    void setTarget(String path) {
        targetEdited = true;
        target.setText(path);
    }

    ExportAsOperation.Format format() {
        for (int i = 0; i < formats.length; i++) {
            if (formats[i].getSelection()) {
                return ExportAsOperation.Format.values()[i];
            }
        }
        return ExportAsOperation.Format.TRF26;
    }

    IFile state() {
        return (IFile) state.getStructuredSelection().getFirstElement();
    }

    Path target() {
        return Path.of(target.getText().strip());
    }

    private void validate() {
        String problem = null;
        if (state() == null) {
            problem = WizardMessages.Import_noState;
        } else if (target.getText().isBlank()) {
            problem = WizardMessages.Export_noTarget;
        }
        setErrorMessage(problem);
        setPageComplete(problem == null);
    }
}
