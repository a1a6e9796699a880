package org.chessarbiter.law;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;

/**
 * Reads a law text written in the {@code .luat} language (the law part of the regulations language:
 * {@code law}, {@code edition}, divisions in braces, {@code article}, {@code point}, {@code text},
 * {@code table}, {@code note}) without the language's Eclipse machinery, so that the engines, the CLI
 * and the tests resolve citations with plain Java. The editor reads the same documents through Xtext.
 */
public final class LawReader {

    private final LawTokens tokens;

    private LawReader(String source) {
        this.tokens = new LawTokens(source);
    }

    /** The law text of a {@code .luat} document, or the first syntax error with its line and column. */
    public static ParseResult<LawText> read(String source) {
        LawReader reader = new LawReader(source);
        try {
            return ParseResult.ok(reader.law());
        } catch (LawTokens.SyntaxError e) {
            return ParseResult.fail(Problem.error(ProblemKind.INVALID_SYNTAX, Location.at(e.line, e.column),
                    Message.of(LawReader.class, "lawSyntax", e.expected, e.found)));
        }
    }

    private LawText law() {
        tokens.expect("law");
        StringBuilder name = new StringBuilder(tokens.word());
        while (tokens.accept(".")) {
            name.append('.').append(tokens.word());
        }
        String title = tokens.string();
        String edition = tokens.accept("edition") ? tokens.string() : null;
        List<String> id = List.of(name.toString());
        List<LawContent> contents = new ArrayList<>();
        contents(contents, id, null);
        members(contents, id, null);
        tokens.expectEnd();
        return new LawText(new LawElement(ElementKind.LAW, null, null, name.toString(), title, null, contents), edition);
    }

    private void members(List<LawContent> into, List<String> parentId, String parentLabel) {
        while (true) {
            if (tokens.accept("article")) {
                String label = label();
                List<String> id = CitationIds.child(parentId, parentLabel, label);
                String title = tokens.peekString() ? tokens.string() : null;
                String text = tokens.peekString() ? tokens.string() : null;
                List<LawContent> contents = new ArrayList<>();
                contents(contents, id, label);
                into.add(new LawElement(ElementKind.ARTICLE, label, null, CitationIds.text(id), title, text, contents));
            } else if (division() != null) {
                ElementKind kind = division();
                tokens.next();
                String label = tokens.peekString() ? null : label();
                List<String> id = label == null ? parentId : CitationIds.child(parentId, parentLabel, label);
                String heading = tokens.string();
                tokens.expect("{");
                List<LawContent> contents = new ArrayList<>();
                contents(contents, id, label == null ? parentLabel : label);
                members(contents, id, label == null ? parentLabel : label);
                tokens.expect("}");
                into.add(new LawElement(kind, label, null, label == null ? null : CitationIds.text(id), heading, null, contents));
            } else {
                return;
            }
        }
    }

    private ElementKind division() {
        String t = tokens.peek();
        for (ElementKind k : ElementKind.values()) {
            if (k.isDivision() && k.keyword().equals(t)) {
                return k;
            }
        }
        return null;
    }

    private void contents(List<LawContent> into, List<String> parentId, String parentLabel) {
        while (true) {
            if (tokens.accept("point")) {
                String label = label();
                List<String> id = CitationIds.child(parentId, parentLabel, label);
                String printed = tokens.accept("printed") ? tokens.string() : null;
                String text = tokens.peekString() ? tokens.string() : null;
                List<LawContent> contents = new ArrayList<>();
                if (tokens.accept("{")) {
                    contents(contents, id, label);
                    tokens.expect("}");
                }
                into.add(new LawElement(ElementKind.POINT, label, printed, CitationIds.text(id), null, text, contents));
            } else if (passage() != null) {
                Passage.Kind kind = passage();
                tokens.next();
                into.add(new Passage(kind, tokens.string()));
            } else {
                return;
            }
        }
    }

    private Passage.Kind passage() {
        String t = tokens.peek();
        for (Passage.Kind k : Passage.Kind.values()) {
            if (k.keyword().equals(t)) {
                return k;
            }
        }
        return null;
    }

    private String label() {
        StringBuilder label = new StringBuilder(tokens.word());
        while (tokens.accept(".")) {
            label.append('.').append(tokens.word());
        }
        return label.toString();
    }

    /** The message of a syntax problem in English, for logs and tests. */
    static String describe(Problem p) {
        return p.location() + ": " + p.message().format(Locale.ENGLISH);
    }
}
