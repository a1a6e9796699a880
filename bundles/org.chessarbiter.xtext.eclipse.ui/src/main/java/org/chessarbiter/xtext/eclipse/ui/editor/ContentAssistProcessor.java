package org.chessarbiter.xtext.eclipse.ui.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;

import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.ui.DocumentModels;
import org.chessarbiter.xtext.eclipse.core.ParsedDocument;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.contentassist.CompletionProposal;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.contentassist.IContentAssistProcessor;
import org.eclipse.jface.text.contentassist.IContextInformation;
import org.eclipse.jface.text.contentassist.IContextInformationValidator;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistContext;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalAcceptor;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalProvider;
import org.eclipse.xtext.ide.editor.contentassist.antlr.ContentAssistContextFactory;
import org.eclipse.xtext.util.TextRegion;

/**
 * Content assist (extension point {@code org.eclipse.ui.genericeditor.contentAssistProcessors}): the ide
 * bundle's {@link ContentAssistContextFactory} and the language's {@link IdeContentProposalProvider}, on the
 * document's shared resource; each entry replaces the prefix typed before the cursor.
 */
public class ContentAssistProcessor implements IContentAssistProcessor {

    private String errorMessage;

    @Override
    public ICompletionProposal[] computeCompletionProposals(ITextViewer viewer, int offset) {
        DocumentModel model = DocumentModels.get().forDocument(viewer.getDocument()).orElse(null);
        if (model == null || model.isLarge()) {
            return new ICompletionProposal[0];
        }
        List<ContentAssistEntry> entries = model.read(state -> entries(model, state, offset));
        List<ICompletionProposal> proposals = new ArrayList<>();
        for (ContentAssistEntry entry : entries) {
            String prefix = entry.getPrefix() == null ? "" : entry.getPrefix();
            String text = entry.getProposal();
            int start = Math.max(0, offset - prefix.length());
            String label = entry.getLabel() != null ? entry.getLabel() : text;
            if (entry.getDescription() != null) {
                label = label + " \u2013 " + entry.getDescription();
            }
            proposals.add(new CompletionProposal(text, start, offset - start, text.length(), null, label, null,
                    entry.getDocumentation()));
        }
        return proposals.toArray(ICompletionProposal[]::new);
    }

    /** The entries the language proposes at {@code offset} of the parsed state (public for tests). */
    public static List<ContentAssistEntry> entries(DocumentModel model, ParsedDocument state, int offset) {
        ContentAssistContextFactory factory = model.language().get(ContentAssistContextFactory.class);
        factory.setPool(model.language().get(ExecutorService.class));
        ContentAssistContext[] contexts = factory.create(state.text(), new TextRegion(offset, 0), offset, state.resource());
        IdeContentProposalAcceptor acceptor = model.language().get(IdeContentProposalAcceptor.class);
        model.language().get(IdeContentProposalProvider.class).createProposals(List.of(contexts), acceptor);
        List<ContentAssistEntry> result = new ArrayList<>();
        acceptor.getEntries().forEach(result::add);
        return result;
    }

    @Override
    public IContextInformation[] computeContextInformation(ITextViewer viewer, int offset) {
        return null;
    }

    @Override
    public char[] getCompletionProposalAutoActivationCharacters() {
        return null;
    }

    @Override
    public char[] getContextInformationAutoActivationCharacters() {
        return null;
    }

    @Override
    public String getErrorMessage() {
        return errorMessage;
    }

    @Override
    public IContextInformationValidator getContextInformationValidator() {
        return null;
    }
}
