package org.chessarbiter.workspace.ui.internal;

import java.util.Locale;
import org.chessarbiter.rules.Message;
import org.chessarbiter.tournament.standings.TieBreak;

/**
 * The name of a tie-break in the user's language, from the tournament bundle's messages: its own
 * name ("tb.BH.C1"), else the name of its base code ("tb.BH" for BH/C1), else the code itself.
 */
public final class TieBreakNames {

    private TieBreakNames() {
    }

    public static String name(TieBreak tb, Locale locale) {
        String own = Message.of(TieBreak.class, tb.nameKey()).format(locale);
        if (!own.startsWith(tb.nameKey())) {
            return own;
        }
        int slash = tb.code().indexOf('/');
        if (slash > 0) {
            String baseKey = "tb." + tb.code().substring(0, slash);
            String base = Message.of(TieBreak.class, baseKey).format(locale);
            if (!base.startsWith(baseKey)) {
                return base + " (" + tb.code().substring(slash + 1) + ")";
            }
        }
        return tb.code();
    }
}
