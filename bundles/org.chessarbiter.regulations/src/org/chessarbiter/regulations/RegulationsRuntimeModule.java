package org.chessarbiter.regulations;

import org.chessarbiter.regulations.resource.RegulationsResourceDescriptionStrategy;
import org.chessarbiter.regulations.valueconverter.RegulationsValueConverters;
import org.eclipse.xtext.conversion.IValueConverterService;
import org.eclipse.xtext.resource.IDefaultResourceDescriptionStrategy;

/**
 * Guice bindings of the regulations language runtime (bindings only; logic lives in the engines).
 */
public class RegulationsRuntimeModule extends AbstractRegulationsRuntimeModule {

    /** Regulations are exported with their time control in the user data (read by the scoresheet language). */
    public Class<? extends IDefaultResourceDescriptionStrategy> bindIDefaultResourceDescriptionStrategy() {
        return RegulationsResourceDescriptionStrategy.class;
    }

    /** A number too large is a located error that says so ({@link RegulationsValueConverters}). */
    @Override
    public Class<? extends IValueConverterService> bindIValueConverterService() {
        return RegulationsValueConverters.class;
    }
}
