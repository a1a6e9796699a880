package org.chessarbiter.scoresheet.ide.notation;

import java.util.List;

/** No preference: moves are written in the notation each file uses (the language server, the CLI, tests). */
public class NoPreferredNotations implements PreferredNotations {

    @Override
    public List<String> ids() {
        return List.of();
    }
}
