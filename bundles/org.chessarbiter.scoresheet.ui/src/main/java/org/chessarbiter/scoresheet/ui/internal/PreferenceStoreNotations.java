package org.chessarbiter.scoresheet.ui.internal;

import java.util.List;

import org.chessarbiter.scoresheet.ide.notation.PreferredNotations;
import org.chessarbiter.scoresheet.ui.ScoresheetPreferenceKeys;
import org.eclipse.core.runtime.Platform;

/** The preferred notations of the workbench's preferences ({@link ScoresheetPreferenceKeys}), read on every use. */
public class PreferenceStoreNotations implements PreferredNotations {

    @Override
    public List<String> ids() {
        return List.of(ScoresheetPreferenceKeys.chessNotation(value(ScoresheetPreferenceKeys.PIECE_LETTERS,
                ScoresheetPreferenceKeys.DEFAULT_PIECE_LETTERS)),
                value(ScoresheetPreferenceKeys.XIANGQI_NOTATION, ScoresheetPreferenceKeys.DEFAULT_XIANGQI_NOTATION));
    }

    private static String value(String key, String fallback) {
        return Platform.getPreferencesService().getString(ScoresheetPreferenceKeys.QUALIFIER, key, fallback, null);
    }
}
