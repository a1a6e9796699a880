package org.chessarbiter.regulations;

import org.chessarbiter.regulations.resource.LineEndSafeDiagnosticConverter;
import org.chessarbiter.regulations.formatting2.RegulationsFormatter;
import org.chessarbiter.regulations.law.LawLibraryGlobalScopeProvider;
import org.chessarbiter.regulations.law.LawTextDocumentation;
import org.chessarbiter.regulations.naming.RegulationsQualifiedNameProvider;
import org.chessarbiter.regulations.resource.RegulationsResourceDescriptionStrategy;
import org.chessarbiter.regulations.valueconverter.RegulationsValueConverters;
import org.eclipse.xtext.conversion.IValueConverterService;
import org.eclipse.xtext.documentation.IEObjectDocumentationProvider;
import org.eclipse.xtext.formatting2.IFormatter2;
import org.eclipse.xtext.naming.IQualifiedNameProvider;
import org.eclipse.xtext.resource.IDefaultResourceDescriptionStrategy;
import org.eclipse.xtext.scoping.IGlobalScopeProvider;

/**
 * Guice bindings of the regulations language runtime (bindings only; logic lives in the engines).
 */
public class RegulationsRuntimeModule extends AbstractRegulationsRuntimeModule {

    /** Regulations are exported with their time control in the user data (read by the scoresheet language). */
    public Class<? extends IDefaultResourceDescriptionStrategy> bindIDefaultResourceDescriptionStrategy() {
        return RegulationsResourceDescriptionStrategy.class;
    }

    /** Law texts name their articles and points by citation id, the law library's rule (fide2018.9.6.1). */
    public Class<? extends IQualifiedNameProvider> bindIQualifiedNameProvider() {
        return RegulationsQualifiedNameProvider.class;
    }

    /** Citations that name nothing of the project name the law library (bundle org.chessarbiter.law). */
    public Class<? extends IGlobalScopeProvider> bindIGlobalScopeProvider() {
        return LawLibraryGlobalScopeProvider.class;
    }

    /** The documentation of a cited article or point (its hover) is its printed text. */
    public Class<? extends IEObjectDocumentationProvider> bindIEObjectDocumentationProvider() {
        return LawTextDocumentation.class;
    }

    /** The layout of regulations ({@link RegulationsFormatter}), the editor's Format and the language server's. */
    public Class<? extends IFormatter2> bindIFormatter2() {
        return RegulationsFormatter.class;
    }

    /** A number too large is a located error that says so ({@link RegulationsValueConverters}). */
    @Override
    public Class<? extends IValueConverterService> bindIValueConverterService() {
        return RegulationsValueConverters.class;
    }

    /** A problem is placed on its line even in a text ending with a lone CR ({@link LineEndSafeDiagnosticConverter}). */
    public Class<? extends org.eclipse.xtext.validation.IDiagnosticConverter> bindIDiagnosticConverter() {
        return LineEndSafeDiagnosticConverter.class;
    }
}
