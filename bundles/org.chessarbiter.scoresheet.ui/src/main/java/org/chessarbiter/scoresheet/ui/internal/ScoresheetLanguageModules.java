package org.chessarbiter.scoresheet.ui.internal;

import java.util.List;

import org.chessarbiter.scoresheet.ScoresheetRuntimeModule;
import org.chessarbiter.scoresheet.ide.ScoresheetIdeModule;
import org.chessarbiter.scoresheet.ide.notation.PreferredNotations;
import org.chessarbiter.scoresheet.ui.ScoresheetPreferenceKeys;
import org.chessarbiter.xtext.eclipse.core.LanguageModules;

import com.google.inject.Module;

/**
 * The scoresheet language (*.bienban, *.pgn) in the generic editor: its runtime and ide services, with the
 * workbench's preferred notations ({@link ScoresheetPreferenceKeys}).
 */
public class ScoresheetLanguageModules implements LanguageModules {

    @Override
    public List<Module> modules() {
        return List.of(new ScoresheetRuntimeModule(), new ScoresheetIdeModule(),
                binder -> binder.bind(PreferredNotations.class).to(PreferenceStoreNotations.class));
    }
}
