package org.chessarbiter.regulations.ui;

import java.util.List;
import java.util.Locale;

import org.chessarbiter.regulations.validation.RegulationsIssueCodes;
import org.chessarbiter.rules.Message;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.xtext.ide.editor.quickfix.AbstractDeclarativeIdeQuickfixProvider;
import org.eclipse.xtext.ide.editor.quickfix.DiagnosticResolutionAcceptor;
import org.eclipse.xtext.ide.editor.quickfix.ITextModification;
import org.eclipse.xtext.ide.editor.quickfix.QuickFix;

/**
 * Quick fixes of the regulations' issue codes (Ctrl+1 in the editor, and the markers' resolutions).
 */
public class RegulationsQuickfixProvider extends AbstractDeclarativeIdeQuickfixProvider {

    /** A tournament has at least one round (000 Part 2 Art. 1): the number becomes 1, for the arbiter to correct. */
    @QuickFix(RegulationsIssueCodes.ROUNDS_NOT_POSITIVE)
    public void oneRound(DiagnosticResolutionAcceptor acceptor) {
        acceptor.accept(Message.of(RegulationsQuickfixProvider.class, "oneRound").format(Locale.getDefault()),
                (ITextModification) (diagnostic, element, document) -> List.of(new TextEdit(diagnostic.getRange(), "1")));
    }

    /** A setting given twice: the repeated one (the one the warning is on) is removed with its line. */
    @QuickFix(RegulationsIssueCodes.SETTING_REPEATED)
    public void removeRepeatedSetting(DiagnosticResolutionAcceptor acceptor) {
        acceptor.accept(Message.of(RegulationsQuickfixProvider.class, "removeSetting").format(Locale.getDefault()),
                (ITextModification) (diagnostic, element, document) -> {
                    Range range = diagnostic.getRange();
                    int endLine = range.getEnd().getLine();
                    boolean wholeLines = range.getStart().getCharacter() == 0 || document.getLineContent(range.getStart()
                            .getLine()).substring(0, range.getStart().getCharacter()).isBlank();
                    Range removed = wholeLines && endLine + 1 < document.getLineCount()
                            ? new Range(new Position(range.getStart().getLine(), 0), new Position(endLine + 1, 0))
                            : range;
                    return List.of(new TextEdit(removed, ""));
                });
    }
}
