package org.chessarbiter.engine.archfixture;

import org.chessarbiter.workspace.TournamentNature;

/** A back edge built on purpose (game engine → workspace) for LayeringRulesCanFailTest; never imported by LayeringTest. */
public class EngineUsingWorkspace {
    public String nature() {
        return TournamentNature.class.getName();
    }

    public TournamentNature none() {
        return null;
    }
}
