package org.chessarbiter.xtext.eclipse.ui.editor;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.ui.DocumentModels;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.source.DefaultCharacterPairMatcher;
import org.eclipse.jface.text.source.ICharacterPairMatcher;

/**
 * Bracket matching (extension point {@code org.eclipse.ui.genericeditor.characterPairMatchers}) with the
 * pairs the language declares ({@code brackets} attribute, e.g. "()[]{}").
 */
public class BracketMatcher implements ICharacterPairMatcher {

    private final Map<String, DefaultCharacterPairMatcher> matchers = new ConcurrentHashMap<>();

    private ICharacterPairMatcher last;

    @Override
    public void dispose() {
        clear();
    }

    @Override
    public void clear() {
        if (last != null) {
            last.clear();
        }
    }

    @Override
    public IRegion match(IDocument document, int offset) {
        DocumentModel model = DocumentModels.get().forDocument(document).orElse(null);
        if (model == null || model.language().brackets().length() < 2 || model.isLarge()) {
            return null;
        }
        last = matchers.computeIfAbsent(model.language().brackets(),
                pairs -> new DefaultCharacterPairMatcher(pairs.toCharArray()));
        return last.match(document, offset);
    }

    @Override
    public int getAnchor() {
        return last == null ? LEFT : last.getAnchor();
    }
}
