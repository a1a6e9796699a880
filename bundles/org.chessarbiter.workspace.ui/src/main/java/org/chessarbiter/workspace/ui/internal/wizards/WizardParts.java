package org.chessarbiter.workspace.ui.internal.wizards;

import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ComboViewer;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

/**
 * The rows the Import and Export pages share, on a grid of three columns: the tournament to work on, a
 * choice of one of a few kinds, and a file with its Browse button.
 */
final class WizardParts {

    private WizardParts() {
    }

    /** The tournament row: its label and a combo of {@code states}, shown by their workspace paths. */
    static ComboViewer stateCombo(Composite c, List<IFile> states) {
        new Label(c, SWT.NONE).setText(WizardMessages.Import_state);
        ComboViewer state = new ComboViewer(c, SWT.READ_ONLY | SWT.DROP_DOWN);
        state.setContentProvider(ArrayContentProvider.getInstance());
        state.setLabelProvider(LabelProvider.createTextProvider(f -> ((IFile) f).getFullPath().makeRelative().toString()));
        state.setInput(states);
        GridDataFactory.fillDefaults().grab(true, false).span(2, 1).applyTo(state.getControl());
        return state;
    }

    /** Selects {@code initial}, else the only tournament there is. */
    static void selectInitial(ComboViewer state, List<IFile> states, IFile initial) {
        if (initial != null) {
            state.setSelection(new StructuredSelection(initial));
        } else if (states.size() == 1) {
            state.setSelection(new StructuredSelection(states.get(0)));
        }
    }

    /** A group titled {@code title} of radio buttons, the first selected; {@code changed} runs on a choice. */
    static Button[] radios(Composite c, String title, String[] labels, Runnable changed) {
        Group group = new Group(c, SWT.NONE);
        group.setText(title);
        GridLayoutFactory.swtDefaults().applyTo(group);
        GridDataFactory.fillDefaults().grab(true, false).span(3, 1).applyTo(group);
        Button[] buttons = new Button[labels.length];
        for (int i = 0; i < labels.length; i++) {
            buttons[i] = new Button(group, SWT.RADIO);
            buttons[i].setText(labels[i]);
            buttons[i].addListener(SWT.Selection, e -> changed.run());
        }
        buttons[0].setSelection(true);
        return buttons;
    }

    /** The file row: its label, the path field and a Browse button that runs {@code browse}. */
    static Text fileRow(Composite c, String label, Runnable browse) {
        new Label(c, SWT.NONE).setText(label);
        Text field = new Text(c, SWT.BORDER);
        GridDataFactory.fillDefaults().grab(true, false).hint(440, SWT.DEFAULT).applyTo(field);
        Button button = new Button(c, SWT.PUSH);
        button.setText(WizardMessages.Import_browse);
        button.addListener(SWT.Selection, e -> browse.run());
        return field;
    }
}
