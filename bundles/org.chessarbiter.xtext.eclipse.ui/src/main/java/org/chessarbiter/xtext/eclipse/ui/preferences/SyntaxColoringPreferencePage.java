package org.chessarbiter.xtext.eclipse.ui.preferences;

import org.chessarbiter.xtext.eclipse.core.TextStyle;
import org.chessarbiter.xtext.eclipse.core.XtextLanguage;
import org.chessarbiter.xtext.eclipse.core.XtextLanguages;
import org.chessarbiter.xtext.eclipse.ui.internal.Messages;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExecutableExtension;
import org.eclipse.jface.preference.BooleanFieldEditor;
import org.eclipse.jface.preference.ColorFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;

/**
 * The colours of one language's styles. Contributed per language with the language's file extension as
 * the class's data: {@code class="org.chessarbiter.xtext.eclipse.ui.preferences.SyntaxColoringPreferencePage:bienban"}.
 */
public class SyntaxColoringPreferencePage extends FieldEditorPreferencePage
        implements IWorkbenchPreferencePage, IExecutableExtension {

    private XtextLanguage language;

    public SyntaxColoringPreferencePage() {
        super(GRID);
    }

    @Override
    public void setInitializationData(IConfigurationElement config, String propertyName, Object data) {
        language = XtextLanguages.get().forFileExtension(data == null ? null : data.toString().trim()).orElse(null);
    }

    @Override
    public void init(IWorkbench workbench) {
        setDescription(Messages.SyntaxColoringPreferencePage_description);
        if (language != null) {
            setPreferenceStore(SyntaxColoringPreferences.store(language));
        }
    }

    @Override
    protected void createFieldEditors() {
        if (language == null) {
            return;
        }
        for (TextStyle style : language.styles()) {
            addField(new ColorFieldEditor(SyntaxColoringPreferences.colorKey(language, style.id()), style.label(),
                    getFieldEditorParent()));
            addField(new BooleanFieldEditor(SyntaxColoringPreferences.boldKey(language, style.id()),
                    Messages.SyntaxColoringPreferencePage_bold, getFieldEditorParent()));
        }
    }
}
