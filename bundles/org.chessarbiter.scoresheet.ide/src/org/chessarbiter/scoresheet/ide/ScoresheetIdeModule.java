package org.chessarbiter.scoresheet.ide;

import org.chessarbiter.scoresheet.ide.contentassist.ScoresheetContentProposalProvider;
import org.chessarbiter.scoresheet.ide.folding.ScoresheetFoldingRangeProvider;
import org.chessarbiter.scoresheet.ide.highlighting.ScoresheetSemanticHighlightingCalculator;
import org.chessarbiter.scoresheet.ide.hover.ScoresheetHoverService;
import org.chessarbiter.scoresheet.ide.notation.NoPreferredNotations;
import org.chessarbiter.scoresheet.ide.notation.PreferredNotations;
import org.chessarbiter.scoresheet.ide.quickfix.ScoresheetQuickfixProvider;
import org.chessarbiter.scoresheet.ide.symbols.ScoresheetDocumentSymbolService;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalProvider;
import org.eclipse.xtext.ide.editor.folding.IFoldingRangeProvider;
import org.eclipse.xtext.ide.editor.quickfix.IQuickFixProvider;
import org.eclipse.xtext.ide.editor.syntaxcoloring.ISemanticHighlightingCalculator;
import org.eclipse.xtext.ide.server.codeActions.ICodeActionService2;
import org.eclipse.xtext.ide.server.codeActions.QuickFixCodeActionService;
import org.eclipse.xtext.ide.server.hover.IHoverService;
import org.eclipse.xtext.ide.server.symbol.HierarchicalDocumentSymbolService;
import org.eclipse.xtext.ide.server.symbol.IDocumentSymbolService;

/**
 * Guice bindings of the scoresheet language's IDE services, all behind the standard Xtext interfaces so
 * that the language server and the Generic Editor host use them without scoresheet-specific glue.
 */
public class ScoresheetIdeModule extends AbstractScoresheetIdeModule {

    public Class<? extends IdeContentProposalProvider> bindIdeContentProposalProvider() {
        return ScoresheetContentProposalProvider.class;
    }

    public Class<? extends IHoverService> bindIHoverService() {
        return ScoresheetHoverService.class;
    }

    public Class<? extends HierarchicalDocumentSymbolService> bindHierarchicalDocumentSymbolService() {
        return ScoresheetDocumentSymbolService.class;
    }

    public Class<? extends IDocumentSymbolService> bindIDocumentSymbolService() {
        return ScoresheetDocumentSymbolService.class;
    }

    public Class<? extends IQuickFixProvider> bindIQuickFixProvider() {
        return ScoresheetQuickfixProvider.class;
    }

    public Class<? extends ICodeActionService2> bindICodeActionService2() {
        return QuickFixCodeActionService.class;
    }

    public Class<? extends ISemanticHighlightingCalculator> bindISemanticHighlightingCalculator() {
        return ScoresheetSemanticHighlightingCalculator.class;
    }

    public Class<? extends IFoldingRangeProvider> bindIFoldingRangeProvider() {
        return ScoresheetFoldingRangeProvider.class;
    }

    /** No preferred notation here; the workbench binds its preferences (scoresheet.ui). */
    public Class<? extends PreferredNotations> bindPreferredNotations() {
        return NoPreferredNotations.class;
    }
}
