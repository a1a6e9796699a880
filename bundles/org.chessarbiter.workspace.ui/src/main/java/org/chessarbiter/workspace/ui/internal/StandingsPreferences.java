package org.chessarbiter.workspace.ui.internal;

import org.chessarbiter.tournament.standings.C07Edition;
import java.io.IOException;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.ui.preferences.ScopedPreferenceStore;

/**
 * The tie-breaks chosen in the Standings view, kept in the workspace's preferences (instance scope) so that
 * they are the view's again after a restart: the codes in order ("" for the tournament's own or the seeds'
 * set) and the C.07 edition.
 */
public final class StandingsPreferences {

    /** The preference node: this bundle's. */
    public static final String NODE = "org.chessarbiter.workspace.ui";

    static final String TIE_BREAKS = "standings.tieBreaks";
    static final String EDITION = "standings.edition";

    private StandingsPreferences() {
    }

    /** {@code r} with the tie-breaks chosen last (none chosen: as it is). */
    public static StandingsRequest restore(StandingsRequest r) {
        ScopedPreferenceStore p = store();
        String codes = p.contains(TIE_BREAKS) ? p.getString(TIE_BREAKS) : r.codes();
        C07Edition edition;
        try {
            edition = p.contains(EDITION) ? C07Edition.valueOf(p.getString(EDITION)) : r.edition();
        } catch (IllegalArgumentException e) {
            edition = r.edition(); // an edition this version no longer knows
        }
        return r.withTieBreaks(codes, edition);
    }

    /** Keeps the chosen tie-breaks, written to disk at once (a crash does not lose them). */
    public static void store(String codes, C07Edition edition) {
        ScopedPreferenceStore p = store();
        p.setValue(TIE_BREAKS, codes == null ? "" : codes.strip());
        p.setValue(EDITION, edition.name());
        try {
            p.save();
        } catch (IOException e) {
            // kept in memory for this session; the preference store logs why it could not write
        }
    }

    private static ScopedPreferenceStore store() {
        return new ScopedPreferenceStore(InstanceScope.INSTANCE, NODE);
    }
}
