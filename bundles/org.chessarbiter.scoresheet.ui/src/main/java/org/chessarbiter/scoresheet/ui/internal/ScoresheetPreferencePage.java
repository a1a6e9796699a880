package org.chessarbiter.scoresheet.ui.internal;

import java.util.Arrays;

import org.chessarbiter.scoresheet.ui.ScoresheetPreferenceKeys;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.ComboFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;
import org.eclipse.ui.preferences.ScopedPreferenceStore;

/** The chess piece letters and the xiangqi notation that content assist and conversions use ({@link ScoresheetPreferenceKeys}). */
public class ScoresheetPreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

    public ScoresheetPreferencePage() {
        super(GRID);
    }

    @Override
    public void init(IWorkbench workbench) {
        ScopedPreferenceStore store = new ScopedPreferenceStore(InstanceScope.INSTANCE, ScoresheetPreferenceKeys.QUALIFIER);
        store.setDefault(ScoresheetPreferenceKeys.PIECE_LETTERS, ScoresheetPreferenceKeys.DEFAULT_PIECE_LETTERS);
        store.setDefault(ScoresheetPreferenceKeys.XIANGQI_NOTATION, ScoresheetPreferenceKeys.DEFAULT_XIANGQI_NOTATION);
        setPreferenceStore(store);
        setDescription(Messages.ScoresheetPreferencePage_description);
    }

    @Override
    protected void createFieldEditors() {
        addField(new ComboFieldEditor(ScoresheetPreferenceKeys.PIECE_LETTERS, Messages.ScoresheetPreferencePage_pieceLetters,
                choices(ScoresheetPreferenceKeys.PIECE_LETTER_LOCALES, Messages.ScoresheetPreferencePage_pieceLetterLocales),
                getFieldEditorParent()));
        addField(new ComboFieldEditor(ScoresheetPreferenceKeys.XIANGQI_NOTATION, Messages.ScoresheetPreferencePage_xiangqiNotation,
                choices(ScoresheetPreferenceKeys.XIANGQI_NOTATIONS, Messages.ScoresheetPreferencePage_xiangqiNotations),
                getFieldEditorParent()));
    }

    /** Label / value pairs; the labels are a comma-separated message in the same order as the values. */
    static String[][] choices(String[] values, String labels) {
        String[] names = labels.split(",");
        return Arrays.stream(values).map(value -> {
            int index = Arrays.asList(values).indexOf(value);
            return new String[] { index < names.length ? names[index].trim() : value, value };
        }).toArray(String[][]::new);
    }
}
