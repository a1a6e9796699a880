package org.chessarbiter.xtext.eclipse.ui.editor;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.ui.DocumentModels;
import org.chessarbiter.xtext.eclipse.core.HighlightedRange;
import org.chessarbiter.xtext.eclipse.core.ParsedDocument;
import org.chessarbiter.xtext.eclipse.ui.preferences.SyntaxColoringPreferences;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.TextAttribute;
import org.eclipse.jface.text.rules.IToken;
import org.eclipse.jface.text.rules.ITokenScanner;
import org.eclipse.jface.text.rules.Token;

/**
 * Serves the lexical tokens of a range ({@link LexicalTokens}) with their colours; where the last validated
 * state of the same text has semantic highlighting covering a whole token, the semantic style wins.
 * Large documents (see {@link DocumentModel#isLarge()}) are one plain token: they are never lexed on the
 * UI thread.
 */
final class HighlightingScanner implements ITokenScanner {

    private DocumentModel model;
    private LexicalTokens tokens;
    private HighlightedRange[] semantic = new HighlightedRange[0];
    private int index;
    private int end;
    private int tokenOffset;
    private int tokenLength;

    @Override
    public void setRange(IDocument document, int offset, int length) {
        model = DocumentModels.get().forDocument(document).orElse(null);
        end = offset + length;
        tokenOffset = offset;
        tokenLength = 0;
        if (model == null || model.isLarge()) {
            tokens = null;
            return;
        }
        tokens = LexicalTokens.of(model);
        index = tokens.indexAt(offset);
        ParsedDocument validated = model.lastValidated();
        semantic = validated != null && validated.stamp() == tokens.stamp()
                && validated.text().hashCode() == tokens.textHash() ? sorted(validated.highlights())
                : new HighlightedRange[0];
    }

    @Override
    public IToken nextToken() {
        tokenOffset += tokenLength;
        if (tokenOffset >= end) {
            return Token.EOF;
        }
        if (tokens == null) {
            tokenLength = end - tokenOffset;
            return Token.UNDEFINED;
        }
        if (index >= tokens.size()) {
            tokenLength = end - tokenOffset;
            return Token.UNDEFINED;
        }
        int start = tokens.offsets()[index];
        int stop = Math.min(end, start + tokens.lengths()[index]);
        tokenLength = Math.max(1, stop - tokenOffset);
        String styleId = semanticStyle(start, start + tokens.lengths()[index]);
        if (styleId == null) {
            styleId = tokens.styleIds()[index];
        }
        index++;
        if (styleId == null) {
            return Token.UNDEFINED;
        }
        TextAttribute attribute = SyntaxColoringPreferences.attribute(model.language(), styleId);
        return new Token(attribute);
    }

    @Override
    public int getTokenOffset() {
        return tokenOffset;
    }

    @Override
    public int getTokenLength() {
        return tokenLength;
    }

    private String semanticStyle(int start, int stop) {
        int low = 0;
        int high = semantic.length - 1;
        int found = -1;
        while (low <= high) {
            int middle = (low + high) >>> 1;
            if (semantic[middle].offset() <= start) {
                found = middle;
                low = middle + 1;
            } else {
                high = middle - 1;
            }
        }
        for (int i = found; i >= 0 && i > found - 4; i--) {
            if (semantic[i].offset() <= start && semantic[i].end() >= stop) {
                return semantic[i].styleId();
            }
        }
        return null;
    }

    private static HighlightedRange[] sorted(List<HighlightedRange> ranges) {
        HighlightedRange[] array = ranges.toArray(HighlightedRange[]::new);
        Arrays.sort(array, Comparator.comparingInt(HighlightedRange::offset));
        return array;
    }
}
