package org.chessarbiter.workspace.ui.internal.engine;

import org.chessarbiter.engine.StrengthLevel;
import org.chessarbiter.engine.chess.ChessEngines;
import org.chessarbiter.engine.xiangqi.XiangqiEngines;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.FileFieldEditor;
import org.eclipse.jface.preference.IntegerFieldEditor;
import org.eclipse.jface.preference.RadioGroupFieldEditor;
import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;
import org.eclipse.ui.preferences.ScopedPreferenceStore;

/**
 * The computer's engine ({@link EnginePreferences}): the embedded engine or a UCI program, the strength level,
 * the time per move, and the UCI program of each game; the programs found where they are installed are named
 * beside their fields (they are used while a field is left blank).
 */
public class EnginePreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

    public EnginePreferencePage() {
        super(GRID);
    }

    @Override
    public void init(IWorkbench workbench) {
        ScopedPreferenceStore store = new ScopedPreferenceStore(InstanceScope.INSTANCE, EnginePreferences.QUALIFIER);
        store.setDefault(EnginePreferences.ENGINE, EnginePreferences.EMBEDDED);
        store.setDefault(EnginePreferences.LEVEL, EnginePreferences.DEFAULT_LEVEL);
        store.setDefault(EnginePreferences.MOVE_TIME, 0);
        setPreferenceStore(store);
        setDescription(EngineUiMessages.Preferences_description);
    }

    @Override
    protected void createFieldEditors() {
        addField(new RadioGroupFieldEditor(EnginePreferences.ENGINE, EngineUiMessages.Preferences_engine, 1,
                new String[][] { { EngineUiMessages.Preferences_embedded, EnginePreferences.EMBEDDED },
                        { EngineUiMessages.Preferences_uci, EnginePreferences.UCI } },
                getFieldEditorParent(), true));
        IntegerFieldEditor level = new IntegerFieldEditor(EnginePreferences.LEVEL, EngineUiMessages.Preferences_level,
                getFieldEditorParent());
        level.setValidRange(StrengthLevel.WEAKEST, StrengthLevel.STRONGEST);
        addField(level);
        IntegerFieldEditor time = new IntegerFieldEditor(EnginePreferences.MOVE_TIME, EngineUiMessages.Preferences_moveTime,
                getFieldEditorParent());
        time.setValidRange(0, 600_000);
        addField(time);
        addField(program(EnginePreferences.UCI_CHESS, EngineUiMessages.Preferences_chessProgram,
                ChessEngines.INSTANCE.findUci().map(Object::toString).orElse(null)));
        addField(program(EnginePreferences.UCI_XIANGQI, EngineUiMessages.Preferences_xiangqiProgram,
                XiangqiEngines.INSTANCE.findUci().map(Object::toString).orElse(null)));
    }

    private FileFieldEditor program(String key, String label, String found) {
        FileFieldEditor editor = new FileFieldEditor(key, label, true, FileFieldEditor.VALIDATE_ON_KEY_STROKE, getFieldEditorParent());
        editor.setEmptyStringAllowed(true);
        editor.getTextControl(getFieldEditorParent()).setMessage(found == null ? EngineUiMessages.Preferences_notFound
                : NLS.bind(EngineUiMessages.Preferences_found, found));
        return editor;
    }
}
