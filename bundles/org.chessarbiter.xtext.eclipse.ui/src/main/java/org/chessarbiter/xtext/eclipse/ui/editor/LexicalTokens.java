package org.chessarbiter.xtext.eclipse.ui.editor;

import java.util.Arrays;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;

import org.antlr.runtime.ANTLRStringStream;
import org.antlr.runtime.CommonToken;
import org.antlr.runtime.Token;
import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.core.XtextLanguage;
import org.eclipse.xtext.ide.editor.syntaxcoloring.AbstractAntlrTokenToAttributeIdMapper;
import org.eclipse.xtext.ide.editor.syntaxcoloring.DefaultAntlrTokenToAttributeIdMapper;
import org.eclipse.xtext.parser.antlr.Lexer;
import org.eclipse.xtext.parser.antlr.LexerBindings;

import com.google.inject.ConfigurationException;
import com.google.inject.Key;
import com.google.inject.name.Names;

/**
 * The tokens of a document's text as the language's runtime lexer cuts it, each with its style id (the
 * language's {@link AbstractAntlrTokenToAttributeIdMapper}, or Xtext's default mapper). Lexed once per
 * modification stamp of the document and cached.
 *
 * @param stamp the document's modification stamp
 * @param textLength the length of the lexed text
 * @param textHash the hash of the lexed text (a revert gives the document an old stamp again)
 * @param offsets token starts, ascending; tokens are contiguous and cover the text
 * @param lengths token lengths
 * @param styleIds token style ids
 */
public record LexicalTokens(long stamp, int textLength, int textHash, int[] offsets, int[] lengths, String[] styleIds) {

    private static final Map<DocumentModel, LexicalTokens> CACHE = new WeakHashMap<>();
    private static final Map<XtextLanguage, AbstractAntlrTokenToAttributeIdMapper> MAPPERS = new ConcurrentHashMap<>();

    /** The tokens of the model's current text. */
    public static LexicalTokens of(DocumentModel model) {
        long stamp = model.stamp();
        String text = model.contents();
        synchronized (CACHE) {
            LexicalTokens cached = CACHE.get(model);
            if (cached != null && cached.stamp == stamp && cached.textHash == text.hashCode()
                    && cached.textLength == text.length()) {
                return cached;
            }
        }
        LexicalTokens tokens = lex(model.language(), text, stamp);
        synchronized (CACHE) {
            CACHE.put(model, tokens);
        }
        return tokens;
    }

    /** The tokens cached for a model before its text changed, or null. */
    static LexicalTokens previous(DocumentModel model) {
        synchronized (CACHE) {
            return CACHE.get(model);
        }
    }

    public int size() {
        return offsets.length;
    }

    /** The index of the token containing {@code offset} (the last token for the end of the text). */
    public int indexAt(int offset) {
        int index = Arrays.binarySearch(offsets, offset);
        return index >= 0 ? index : Math.max(0, -index - 2);
    }

    static LexicalTokens lex(XtextLanguage language, String text, long stamp) {
        Lexer lexer = language.injector().getInstance(Key.get(Lexer.class, Names.named(LexerBindings.RUNTIME)));
        lexer.setCharStream(new ANTLRStringStream(text));
        AbstractAntlrTokenToAttributeIdMapper mapper = mapper(language);
        int[] offsets = new int[Math.max(16, text.length() / 4)];
        int[] lengths = new int[offsets.length];
        String[] ids = new String[offsets.length];
        int count = 0;
        int position = 0;
        while (position < text.length()) {
            Token token = lexer.nextToken();
            if (token == null || token.getType() == Token.EOF || !(token instanceof CommonToken common)) {
                break;
            }
            int start = common.getStartIndex();
            int end = common.getStopIndex() + 1;
            if (end <= position) {
                break;
            }
            if (count == offsets.length) {
                offsets = Arrays.copyOf(offsets, count * 2);
                lengths = Arrays.copyOf(lengths, count * 2);
                ids = Arrays.copyOf(ids, count * 2);
            }
            offsets[count] = position;
            lengths[count] = end - position;
            ids[count] = start > position ? null : mapper.getId(token.getType());
            count++;
            position = end;
        }
        if (position < text.length()) {
            // the lexer gave up: the rest is shown as plain text rather than lost
            offsets = Arrays.copyOf(offsets, count + 1);
            lengths = Arrays.copyOf(lengths, count + 1);
            ids = Arrays.copyOf(ids, count + 1);
            offsets[count] = position;
            lengths[count] = text.length() - position;
            count++;
        }
        return new LexicalTokens(stamp, text.length(), text.hashCode(), Arrays.copyOf(offsets, count), Arrays.copyOf(lengths, count),
                Arrays.copyOf(ids, count));
    }

    private static AbstractAntlrTokenToAttributeIdMapper mapper(XtextLanguage language) {
        return MAPPERS.computeIfAbsent(language, key -> {
            try {
                return key.injector().getInstance(AbstractAntlrTokenToAttributeIdMapper.class);
            } catch (ConfigurationException e) {
                return key.injector().getInstance(DefaultAntlrTokenToAttributeIdMapper.class);
            }
        });
    }
}
