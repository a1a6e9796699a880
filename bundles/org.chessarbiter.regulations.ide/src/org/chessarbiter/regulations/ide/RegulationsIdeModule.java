package org.chessarbiter.regulations.ide;

import org.chessarbiter.regulations.ide.contentassist.RegulationsContentProposalProvider;
import org.chessarbiter.regulations.ide.quickfix.RegulationsQuickfixProvider;
import org.chessarbiter.regulations.ide.symbols.RegulationsSymbolNames;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalProvider;
import org.eclipse.xtext.ide.editor.quickfix.IQuickFixProvider;
import org.eclipse.xtext.ide.server.codeActions.ICodeActionService2;
import org.eclipse.xtext.ide.server.codeActions.QuickFixCodeActionService;
import org.eclipse.xtext.ide.server.symbol.DocumentSymbolMapper;

/**
 * Guice bindings of the regulations language's IDE services (content assist, quick fixes, language server).
 */
public class RegulationsIdeModule extends AbstractRegulationsIdeModule {

    /** Systems and tie-break codes are proposed where they are written. */
    public Class<? extends IdeContentProposalProvider> bindIdeContentProposalProvider() {
        return RegulationsContentProposalProvider.class;
    }

    /** The fixes of the regulations' issue codes (the editor's quick assist, the markers' resolutions). */
    public Class<? extends IQuickFixProvider> bindIQuickFixProvider() {
        return RegulationsQuickfixProvider.class;
    }

    /** The outline is by section: a section is named by its heading ({@link RegulationsSymbolNames}). */
    public Class<? extends DocumentSymbolMapper.DocumentSymbolNameProvider> bindDocumentSymbolNameProvider() {
        return RegulationsSymbolNames.class;
    }

    /** The same fixes as code actions of the language server. */
    public Class<? extends ICodeActionService2> bindICodeActionService2() {
        return QuickFixCodeActionService.class;
    }
}
