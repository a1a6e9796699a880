package org.chessarbiter.scoresheet;

import org.chessarbiter.regulations.resource.LineEndSafeDiagnosticConverter;
import org.chessarbiter.scoresheet.valueconverter.ScoresheetValueConverters;
import org.chessarbiter.scoresheet.formatting2.ScoresheetFormatter;
import org.chessarbiter.scoresheet.resource.ScoresheetResourceDescriptionStrategy;
import org.eclipse.xtext.conversion.IValueConverterService;
import org.eclipse.xtext.formatting2.IFormatter2;
import org.eclipse.xtext.resource.IDefaultResourceDescriptionStrategy;

/**
 * Guice bindings of the scoresheet language runtime (bindings only; logic lives in the engines).
 */
public class ScoresheetRuntimeModule extends AbstractScoresheetRuntimeModule {

    @Override
    public Class<? extends IValueConverterService> bindIValueConverterService() {
        return ScoresheetValueConverters.class;
    }

    public Class<? extends IDefaultResourceDescriptionStrategy> bindIDefaultResourceDescriptionStrategy() {
        return ScoresheetResourceDescriptionStrategy.class;
    }

    public Class<? extends IFormatter2> bindIFormatter2() {
        return ScoresheetFormatter.class;
    }

    /** A problem is placed on its line even in a text ending with a lone CR ({@link LineEndSafeDiagnosticConverter}). */
    public Class<? extends org.eclipse.xtext.validation.IDiagnosticConverter> bindIDiagnosticConverter() {
        return LineEndSafeDiagnosticConverter.class;
    }
}
