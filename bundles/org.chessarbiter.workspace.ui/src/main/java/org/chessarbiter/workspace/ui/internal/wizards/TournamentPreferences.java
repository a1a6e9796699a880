package org.chessarbiter.workspace.ui.internal.wizards;

import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.workspace.op.TournamentDefaults;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.preferences.IPreferencesService;
import org.eclipse.jface.preference.IPreferenceStore;

/**
 * The preference keys of the tournament defaults (the Tournaments preference page) and their reading as the
 * {@link TournamentDefaults} the New Tournament Project wizard starts from.
 */
public final class TournamentPreferences {

    /** The preference node: this bundle's. */
    public static final String QUALIFIER = "org.chessarbiter.workspace.ui";
    /** {@code chess} or {@code xiangqi}: the game the wizard chooses first. */
    public static final String GAME = "tournament.game";
    /** The rounds of a new tournament; 0 for its regulations template's. */
    public static final String ROUNDS = "tournament.rounds";
    public static final String FEDERATION = "tournament.federation";
    public static final String CITY = "tournament.city";
    public static final String CHIEF_ARBITER = "tournament.chiefArbiter";
    /** Whether a new tournament starts in FIDE mode. */
    public static final String FIDE_MODE = "tournament.fideMode";

    private TournamentPreferences() {
    }

    /** The defaults of the defaults: {@link TournamentDefaults#NONE}. */
    static void setDefaults(IPreferenceStore store) {
        store.setDefault(GAME, name(TournamentDefaults.NONE.game()));
        store.setDefault(ROUNDS, TournamentDefaults.NONE.rounds());
        store.setDefault(FIDE_MODE, TournamentDefaults.NONE.fideMode());
    }

    static String name(GameKind game) {
        return game == GameKind.XIANGQI ? "xiangqi" : "chess";
    }

    /** The defaults as the preferences hold them now. */
    public static TournamentDefaults read() {
        IPreferencesService s = Platform.getPreferencesService();
        TournamentDefaults none = TournamentDefaults.NONE;
        GameKind game = "xiangqi".equals(s.getString(QUALIFIER, GAME, name(none.game()), null)) ? GameKind.XIANGQI : GameKind.CHESS;
        return new TournamentDefaults(game, s.getInt(QUALIFIER, ROUNDS, none.rounds(), null), s.getString(QUALIFIER, FEDERATION, "", null),
                s.getString(QUALIFIER, CITY, "", null), s.getString(QUALIFIER, CHIEF_ARBITER, "", null),
                s.getBoolean(QUALIFIER, FIDE_MODE, none.fideMode(), null));
    }
}
