package org.chessarbiter.xtext.eclipse.ui.editor;

import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.ui.DocumentModels;
import org.eclipse.jface.text.DocumentEvent;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITypedRegion;
import org.eclipse.jface.text.Region;
import org.eclipse.jface.text.presentation.IPresentationDamager;

/**
 * What must be repainted after a change: the span where the new tokens differ from those before the
 * change (a change that opens a comment or a string repaints up to where the tokens agree again), and
 * at least the changed text.
 */
final class HighlightingDamager implements IPresentationDamager {

    private IDocument document;

    @Override
    public void setDocument(IDocument document) {
        this.document = document;
    }

    @Override
    public IRegion getDamageRegion(ITypedRegion partition, DocumentEvent event, boolean documentPartitioningChanged) {
        DocumentModel model = DocumentModels.get().forDocument(document).orElse(null);
        int length = document.getLength();
        String inserted = event.getText() == null ? "" : event.getText();
        int changeStart = Math.min(event.getOffset(), length);
        int changeEnd = Math.min(length, event.getOffset() + inserted.length());
        if (model == null || model.isLarge()) {
            return new Region(changeStart, changeEnd - changeStart);
        }
        LexicalTokens before = LexicalTokens.previous(model);
        LexicalTokens after = LexicalTokens.of(model);
        if (before == null || before == after) {
            return new Region(0, length);
        }
        int[] span = differingSpan(before, after);
        int start = Math.min(changeStart, span[0]);
        int end = Math.max(changeEnd, span[1]);
        return new Region(start, Math.max(0, Math.min(length, end) - start));
    }

    /** [start, end) of the tokens of {@code after} that differ from those of {@code before}. */
    static int[] differingSpan(LexicalTokens before, LexicalTokens after) {
        int delta = after.textLength() - before.textLength();
        int first = 0;
        int common = Math.min(before.size(), after.size());
        while (first < common && same(before, first, after, first, 0)) {
            first++;
        }
        int lastBefore = before.size() - 1;
        int lastAfter = after.size() - 1;
        while (lastBefore >= first && lastAfter >= first && same(before, lastBefore, after, lastAfter, delta)) {
            lastBefore--;
            lastAfter--;
        }
        int start = first < after.size() ? after.offsets()[first] : after.textLength();
        int end = lastAfter >= first ? after.offsets()[lastAfter] + after.lengths()[lastAfter] : start;
        return new int[] { start, end };
    }

    private static boolean same(LexicalTokens a, int i, LexicalTokens b, int j, int shift) {
        return a.offsets()[i] + shift == b.offsets()[j] && a.lengths()[i] == b.lengths()[j]
                && java.util.Objects.equals(a.styleIds()[i], b.styleIds()[j]);
    }
}
