package org.chessarbiter.regulations.ide.quickfix;

import java.util.List;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

import org.chessarbiter.regulations.catalog.SectionSkeletons;
import org.chessarbiter.regulations.regulations.Regulations;
import org.chessarbiter.regulations.regulations.SectionKind;
import org.chessarbiter.regulations.validation.RegulationsIssueCodes;
import org.chessarbiter.rules.Message;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.xtext.ide.editor.quickfix.AbstractDeclarativeIdeQuickfixProvider;
import org.eclipse.xtext.ide.editor.quickfix.DiagnosticResolutionAcceptor;
import org.eclipse.xtext.ide.editor.quickfix.ITextModification;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.ide.editor.quickfix.QuickFix;

/**
 * Quick fixes of the regulations' issue codes (Ctrl+1 in the editor, and the markers' resolutions).
 */
public class RegulationsQuickfixProvider extends AbstractDeclarativeIdeQuickfixProvider {

    /** A tournament has at least one round (000 Part 2 Art. 2.2): the number becomes 1, for the arbiter to correct. */
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

    /**
     * A section that appendix 5 asks for is missing (the warning's data is its kind): its skeleton is inserted where
     * appendix 5 puts it (Luật cờ Tướng 2004 phụ lục 5), heading in the user's language, for the arbiter to fill in.
     */
    @QuickFix(RegulationsIssueCodes.MISSING_SECTION)
    public void insertSection(DiagnosticResolutionAcceptor acceptor) {
        acceptor.accept(Message.of(RegulationsQuickfixProvider.class, "insertSection").format(Locale.getDefault()),
                (ITextModification) (diagnostic, element, document) -> {
                    Regulations regulations = EcoreUtil2.getContainerOfType(element, Regulations.class);
                    Optional<SectionKind> kind = kind(diagnostic.getData());
                    if (regulations == null || kind.isEmpty()) {
                        return List.of();
                    }
                    Position at = document.getPosition(SectionSkeletons.offset(regulations, kind.get()));
                    return List.of(new TextEdit(new Range(at, at),
                            SectionSkeletons.insertion(regulations, kind.get(), Locale.getDefault())));
                });
    }

    /** The section kind of a diagnostic's data: the issue's data in process, a JSON array through a language server. */
    static Optional<SectionKind> kind(Object data) {
        String text = data instanceof String[] values ? String.join(",", values) : String.valueOf(data);
        return Arrays.stream(text.replaceAll("[\\[\\]\"\\s]", "").split(",")).map(SectionKind::getByName)
                .filter(java.util.Objects::nonNull).findFirst();
    }
}
