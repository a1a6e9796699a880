package org.chessarbiter.workspace.ui.internal.wizards;

import org.chessarbiter.workspace.op.TournamentDefaults;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.BooleanFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.IntegerFieldEditor;
import org.eclipse.jface.preference.RadioGroupFieldEditor;
import org.eclipse.jface.preference.StringFieldEditor;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;
import org.eclipse.ui.preferences.ScopedPreferenceStore;

/**
 * Window &gt; Preferences &gt; Tournaments: what the arbiter's new tournaments start from ({@link TournamentPreferences}):
 * the game, the rounds, the federation, city and chief arbiter, and FIDE mode.
 */
public class TournamentPreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

    public static final String ID = "org.chessarbiter.workspace.ui.tournament";

    public TournamentPreferencePage() {
        super(GRID);
    }

    @Override
    public void init(IWorkbench workbench) {
        ScopedPreferenceStore store = new ScopedPreferenceStore(InstanceScope.INSTANCE, TournamentPreferences.QUALIFIER);
        TournamentPreferences.setDefaults(store);
        setPreferenceStore(store);
        setDescription(WizardMessages.Preferences_description);
    }

    @Override
    protected void createFieldEditors() {
        addField(new RadioGroupFieldEditor(TournamentPreferences.GAME, WizardMessages.Preferences_game, 2,
                new String[][] { { WizardMessages.NewProject_chess, "chess" }, { WizardMessages.NewProject_xiangqi, "xiangqi" } },
                getFieldEditorParent(), true));
        IntegerFieldEditor rounds = new IntegerFieldEditor(TournamentPreferences.ROUNDS, WizardMessages.Preferences_rounds,
                getFieldEditorParent());
        rounds.setValidRange(0, TournamentDefaults.MAX_ROUNDS);
        addField(rounds);
        StringFieldEditor federation = new StringFieldEditor(TournamentPreferences.FEDERATION, WizardMessages.Preferences_federation,
                getFieldEditorParent()) {
            @Override
            protected boolean doCheckState() {
                return TournamentDefaults.isFederation(getStringValue());
            }
        };
        federation.setErrorMessage(WizardMessages.Preferences_badFederation);
        federation.setEmptyStringAllowed(true);
        addField(federation);
        addField(new StringFieldEditor(TournamentPreferences.CITY, WizardMessages.Preferences_city, getFieldEditorParent()));
        addField(new StringFieldEditor(TournamentPreferences.CHIEF_ARBITER, WizardMessages.Preferences_chiefArbiter, getFieldEditorParent()));
        addField(new BooleanFieldEditor(TournamentPreferences.FIDE_MODE, WizardMessages.Preferences_fideMode, getFieldEditorParent()));
    }
}
