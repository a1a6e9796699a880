package org.chessarbiter.engine.archfixture;

import org.eclipse.archfixture.EclipseType;

/** A game engine class that imports Eclipse, built on purpose for LayeringRulesCanFailTest. */
public class EngineUsingEclipse {
    public String name(EclipseType type) {
        return type.toString();
    }
}
