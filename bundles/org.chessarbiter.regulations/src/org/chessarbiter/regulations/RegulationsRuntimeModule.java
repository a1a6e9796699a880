package org.chessarbiter.regulations;

import org.chessarbiter.regulations.resource.RegulationsResourceDescriptionStrategy;
import org.eclipse.xtext.resource.IDefaultResourceDescriptionStrategy;

/**
 * Guice bindings of the regulations language runtime (bindings only; logic lives in the engines).
 */
public class RegulationsRuntimeModule extends AbstractRegulationsRuntimeModule {

    /** Regulations are exported with their time control in the user data (read by the scoresheet language). */
    public Class<? extends IDefaultResourceDescriptionStrategy> bindIDefaultResourceDescriptionStrategy() {
        return RegulationsResourceDescriptionStrategy.class;
    }
}
