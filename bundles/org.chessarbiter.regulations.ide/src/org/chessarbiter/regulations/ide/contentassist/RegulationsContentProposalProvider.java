package org.chessarbiter.regulations.ide.contentassist;

import com.google.inject.Inject;
import java.util.Locale;
import org.chessarbiter.regulations.catalog.SystemCode;
import org.chessarbiter.regulations.services.RegulationsGrammarAccess;
import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.tournament.standings.TieBreak;
import org.chessarbiter.tournament.standings.TieBreakSets;
import org.eclipse.xtext.Assignment;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistContext;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;
import org.eclipse.xtext.ide.editor.contentassist.IIdeContentProposalAcceptor;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalProvider;

/**
 * Content assist of regulations: at a competition system, the systems the project pairs ({@link SystemCode}); at a
 * tie-break, the codes of FIDE C.07 and of the seeds ({@link TieBreakSets}), each with its article; keywords and
 * citations as usual.
 */
public class RegulationsContentProposalProvider extends IdeContentProposalProvider {

    @Inject
    private RegulationsGrammarAccess grammar;

    @Override
    protected void _createProposals(Assignment assignment, ContentAssistContext context, IIdeContentProposalAcceptor acceptor) {
        if (assignment == grammar.getSystemSettingAccess().getSystemAssignment_1()) {
            for (SystemCode code : SystemCode.values()) {
                accept(code.name(), code.system().name().toLowerCase(Locale.ROOT), context, acceptor);
            }
        } else if (assignment == grammar.getTieBreakSettingAccess().getTieBreaksAssignment_1()
                || assignment == grammar.getTieBreakSettingAccess().getTieBreaksAssignment_2_1()) {
            for (TieBreak tb : TieBreakSets.offered(C07Edition.V2026)) {
                accept(tb.code(), tb.article(), context, acceptor);
            }
        } else {
            super._createProposals(assignment, context, acceptor);
        }
    }

    private void accept(String text, String description, ContentAssistContext context, IIdeContentProposalAcceptor acceptor) {
        if (!text.startsWith(context.getPrefix())) {
            return;
        }
        ContentAssistEntry entry = new ContentAssistEntry();
        entry.setPrefix(context.getPrefix());
        entry.setProposal(text);
        entry.setDescription(description);
        entry.setKind(ContentAssistEntry.KIND_VALUE);
        acceptor.accept(entry, getProposalPriorities().getDefaultPriority(entry));
    }
}
