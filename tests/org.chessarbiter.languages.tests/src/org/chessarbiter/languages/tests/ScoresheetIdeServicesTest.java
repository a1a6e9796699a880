package org.chessarbiter.languages.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.inject.Inject;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.san.San;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;
import org.chessarbiter.rules.xiangqi.XiangqiRules;
import org.chessarbiter.rules.xiangqi.notation.XiangqiNotations;
import org.chessarbiter.scoresheet.ide.highlighting.ScoresheetHighlightingStyles;
import org.chessarbiter.scoresheet.scoresheet.Database;
import org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.xtext.ide.editor.folding.FoldingRange;
import org.eclipse.xtext.ide.editor.folding.IFoldingRangeProvider;
import org.eclipse.xtext.ide.editor.quickfix.DiagnosticResolution;
import org.eclipse.xtext.ide.editor.quickfix.IQuickFixProvider;
import org.eclipse.xtext.ide.editor.syntaxcoloring.ISemanticHighlightingCalculator;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.ILanguageServerAccess;
import org.eclipse.xtext.ide.server.codeActions.ICodeActionService2;
import org.eclipse.xtext.ide.server.contentassist.ContentAssistService;
import org.eclipse.xtext.ide.server.hover.IHoverService;
import org.eclipse.xtext.ide.server.symbol.HierarchicalDocumentSymbolService;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The editor services of the scoresheet language, called through the standard Xtext interfaces the
 * language server and the Generic Editor host use.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ScoresheetInjectorProvider.class)
class ScoresheetIdeServicesTest {
    @Inject
    private Scoresheets sheets;
    @Inject
    private ContentAssistService contentAssist;
    @Inject
    private IHoverService hover;
    @Inject
    private HierarchicalDocumentSymbolService symbols;
    @Inject
    private IQuickFixProvider quickFixes;
    @Inject
    private ISemanticHighlightingCalculator highlighting;
    @Inject
    private IFoldingRangeProvider folding;

    private List<String> proposals(String text, int offset) throws Exception {
        Database db = sheets.bienban(text);
        Document doc = new Document(1, text);
        CompletionParams params = new CompletionParams(new TextDocumentIdentifier("test.bienban"), doc.getPosition(offset));
        return contentAssist.createCompletionList(doc, (XtextResource) db.eResource(), params, CancelIndicator.NullImpl)
                .getItems().stream().map(CompletionItem::getLabel).collect(Collectors.toList());
    }

    @Test
    void proposalsAreExactlyTheLegalMovesInTheGamesLetters() throws Exception {
        String text = "1. d4 Mf6 2. c4 e6 3. *";
        List<String> moves = proposals(text, text.indexOf('*'));
        San vi = San.forLocale(Locale.forLanguageTag("vi"));
        ChessPosition p = ChessPosition.initial();
        for (String m : List.of("d4", "Mf6", "c4", "e6")) {
            p = p.play(vi.parse(p, m).value());
        }
        ChessPosition at = p;
        Set<String> legal = p.legalMoves().stream().map(m -> vi.format(at, m)).collect(Collectors.toSet());
        assertEquals(legal, Set.copyOf(moves));
        assertEquals(legal.size(), moves.size());
        assertTrue(moves.contains("Mc3") && moves.contains("Hd3") && moves.contains("d5"), moves::toString);
        assertFalse(moves.contains("Nc3"));
    }

    @Test
    void proposalsFilterByPrefixAndFollowTheVariation() throws Exception {
        String text = "1. e4 e5 (1... c5 2. M *";
        int at = text.indexOf("M *") + 1;
        List<String> moves = proposals(text.replace("M *", "M) *"), at);
        assertTrue(moves.containsAll(List.of("Mf3", "Mc3", "Ma3", "Mh3", "Me2")), moves::toString);
        assertTrue(moves.stream().allMatch(m -> m.startsWith("M")), moves::toString);
    }

    @Test
    void xiangqiProposalsInTheVietnameseShortForm() throws Exception {
        String text = "1) P2-5 *";
        List<String> moves = proposals(text, text.indexOf('*'));
        XiangqiPosition start = XiangqiRules.LAW_2004.initialPosition();
        XiangqiPosition p = start.play(XiangqiNotations.VIETNAMESE_SHORT.parse(start, "P2-5").value());
        assertEquals(p.legalMoves().stream().map(m -> XiangqiNotations.VIETNAMESE_SHORT.format(p, m)).collect(Collectors.toSet()),
                Set.copyOf(moves));
        assertTrue(moves.contains("M2.3") && moves.contains("P8-5"), moves::toString);
    }

    @Test
    void tagNamesAndValuesAreProposed() throws Exception {
        String text = "[Res \"\"]\n1. e4 *";
        List<String> names = proposals(text, 4);
        assertTrue(names.contains("Result"), names::toString);
        String value = "[Result \"\"]\n1. e4 *";
        List<String> values = proposals(value, value.indexOf('"'));
        assertTrue(values.contains("\"1-0\"") && values.contains("\"1/2-1/2\""), values::toString);
    }

    private String hoverAt(String text, int offset) throws Exception {
        Database db = sheets.bienban(text);
        Document doc = new Document(1, text);
        Hover h = hover.hover(doc, (XtextResource) db.eResource(),
                new HoverParams(new TextDocumentIdentifier("test.bienban"), doc.getPosition(offset)), CancelIndicator.NullImpl);
        return h == null || h.getContents() == null ? "" : h.getContents().getRight().getValue();
    }

    @Test
    void hoverOfAMoveShowsThePositionsAndTheOtherNotations() throws Exception {
        String text = "1. e4 e5 2. Mf3 *";
        String h = hoverAt(text, text.indexOf("Mf3") + 1);
        assertTrue(h.contains("san-en: `Nf3`") && h.contains("san-de: `Sf3`"), h);
        assertTrue(h.contains(" 1  R N B Q K B N R") && h.contains(" 1  R N B Q K B . R"), h);
        String x = hoverAt("1) P2-5 *", 4);
        assertTrue(x.contains("iccs: `h2e2`") && x.contains("wxf: `C2.5`"), x);
    }

    @Test
    void hoversOfAXiangqiGameNameRed() throws Exception {
        Locale saved = Locale.getDefault();
        Locale.setDefault(Locale.ENGLISH);
        try {
            String mate = "[FEN \"3k5/R8/9/9/9/9/9/9/9/1R2K4 w\"]\n[WhiteNumber \"3\"]\n1. b0b9 1-0";
            String result = hoverAt(mate, mate.indexOf("1-0") + 1);
            assertTrue(result.contains("Red wins by checkmate") && !result.contains("White"), result);
            String tag = hoverAt(mate, mate.indexOf("WhiteNumber") + 1);
            assertTrue(tag.contains("Red's player number"), tag);
            String chess = "[WhiteNumber \"3\"]\n1. f3 e5 2. g4 Qh4# 0-1";
            assertTrue(hoverAt(chess, 2).contains("**WhiteNumber**: White"), hoverAt(chess, 2));
        } finally {
            Locale.setDefault(saved);
        }
    }

    @Test
    void hoverOfTheResultGivesTheVerdictOfTheFinalPosition() throws Exception {
        String mate = "1. f3 e5 2. g4 Qh4# 0-1";
        String h = hoverAt(mate, mate.indexOf("0-1") + 1);
        assertTrue(h.contains("**0-1**") && h.contains("5.1.1"), h);
        String open = "1. e4 e5 1-0";
        assertFalse(hoverAt(open, open.indexOf("1-0") + 1).contains("5.1.1"));
    }

    @Test
    void hoverOfATagGivesItsMeaning() throws Exception {
        String h = hoverAt("[ArbiterVerdict \"Hòa\"]\n1. e4 1/2-1/2", 3);
        assertTrue(h.contains("ArbiterVerdict") && h.contains("phụ lục 4"), h);
    }

    @Test
    void outlineHasGamesTagsAndTheMoveTree() throws Exception {
        Database db = sheets.bienban("[White \"A\"]\n[Black \"B\"]\n1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *\n\n1. d4 *");
        List<DocumentSymbol> games = symbols.getSymbols((XtextResource) db.eResource(), CancelIndicator.NullImpl);
        assertEquals(2, games.size());
        assertEquals("1. A – B *", games.get(0).getName());
        List<DocumentSymbol> children = games.get(0).getChildren();
        assertEquals("[tags]", children.get(0).getName());
        assertEquals(List.of("1. e4", "e5", "2. Nf3"), children.subList(1, 4).stream().map(DocumentSymbol::getName).toList());
        DocumentSymbol variation = children.get(2).getChildren().get(0);
        assertEquals(List.of("1... c5", "2. Nf3"), variation.getChildren().stream().map(DocumentSymbol::getName).toList());
    }

    /** Applies the quick fix labelled {@code label} of the first issue with {@code code}; returns the new text. */
    private String fix(String text, String code, String label) throws Exception {
        Database db = sheets.bienban(text);
        Issue issue = sheets.issue(db, code);
        Document doc = new Document(1, text);
        Diagnostic d = new Diagnostic(new Range(doc.getPosition(issue.getOffset()), doc.getPosition(issue.getOffset() + issue.getLength())),
                issue.getMessage());
        d.setCode(code);
        d.setSeverity(DiagnosticSeverity.Error);
        d.setData(issue.getData());
        ICodeActionService2.Options options = new ICodeActionService2.Options();
        options.setDocument(doc);
        options.setResource(db.eResource());
        options.setURI(db.eResource().getURI().toString());
        options.setCancelIndicator(CancelIndicator.NullImpl);
        options.setLanguageServerAccess(access(db.eResource().getResourceSet()));
        List<DiagnosticResolution> resolutions = quickFixes.getResolutions(options, d);
        DiagnosticResolution r = resolutions.stream().filter(x -> x.getLabel().equals(label)).findFirst()
                .orElseThrow(() -> new AssertionError(resolutions.stream().map(DiagnosticResolution::getLabel).toList().toString()));
        List<TextEdit> edits = r.apply().getChanges().values().iterator().next();
        return doc.applyChanges(edits).getContents();
    }

    /** What a host gives the quick fixes: the resource set that holds the document's resource. */
    private static ILanguageServerAccess access(ResourceSet resources) {
        return (ILanguageServerAccess) Proxy.newProxyInstance(ILanguageServerAccess.class.getClassLoader(),
                new Class<?>[] {ILanguageServerAccess.class}, (proxy, method, args) -> switch (method.getName()) {
                    case "newLiveScopeResourceSet" -> resources;
                    case "getInitializeParams" -> new InitializeParams();
                    default -> throw new UnsupportedOperationException(method.getName());
                });
    }

    @Test
    void quickFixesRepairWhatTheIssuesSay() throws Exception {
        String seed = SeedExamplesTest.SEED_GAME;
        String fixed = fix(seed, ScoresheetIssueCodes.MISSING_MOVE, "Insert the missing move exd5");
        assertTrue(fixed.contains("6.e:d5 exd5 7.c:d5"), fixed);
        assertEquals(List.of(), sheets.issues(sheets.bienban(fixed)));
        assertEquals("1. Nc3 a6 2. Ne4 a5 3. Nf3 a4 4. Nfg5 *",
                fix("1. Nc3 a6 2. Ne4 a5 3. Nf3 a4 4. Ng5 *", ScoresheetIssueCodes.AMBIGUOUS_MOVE, "Write Nfg5"));
        assertEquals("1. e4 e5 2. Ke2 *", fix("1. e4 e5 2. Ke3 *", ScoresheetIssueCodes.ILLEGAL_MOVE, "Replace with Ke2"));
        assertEquals("1. f3 e5 2. g4 Qh4# 0-1",
                fix("1. f3 e5 2. g4 Qh4# 1-0", ScoresheetIssueCodes.RESULT_CONTRADICTS, "Correct the result to 0-1"));
        assertEquals("1. e4 e5 2. Nf3 *", fix("1. e4 e5 3. Nf3 *", ScoresheetIssueCodes.MOVE_NUMBER, "Write the move number 2."));
        String converted = fix("1. e4 e5 2. Nf3 Mc6 *", ScoresheetIssueCodes.MIXED_NOTATION, "Convert the game to san-vi");
        assertEquals("1. e4 e5 2. Mf3 Mc6 *", converted);
    }

    @Test
    void semanticHighlightingStyles() throws Exception {
        String text = "[Event \"E\"]\n1. e4 {[%clk 1:00:00]} e5!? $1 (=) 1-0";
        Database db = sheets.bienban(text);
        List<String> seen = new ArrayList<>();
        highlighting.provideHighlightingFor((XtextResource) db.eResource(),
                (offset, length, ids) -> seen.add(text.substring(offset, offset + length) + "=" + String.join(",", ids)),
                CancelIndicator.NullImpl);
        assertTrue(seen.containsAll(List.of("Event=" + ScoresheetHighlightingStyles.TAG_NAME,
                "1.=" + ScoresheetHighlightingStyles.MOVE_NUMBER, "e4=" + ScoresheetHighlightingStyles.MOVE,
                "[%clk 1:00:00]=" + ScoresheetHighlightingStyles.CLOCK, "!?=" + ScoresheetHighlightingStyles.NAG,
                "$1=" + ScoresheetHighlightingStyles.NAG, "(=)=" + ScoresheetHighlightingStyles.DRAW_OFFER,
                "1-0=" + ScoresheetHighlightingStyles.RESULT)), seen::toString);
    }

    @Test
    void incidentCommandsAreHighlightedAndTheirResultIsFixed() throws Exception {
        String text = "1. e4 {[%incident illegal side=white]} e5 2. Nf3 {[%incident illegal side=white]} 1-0";
        Database db = sheets.bienban(text);
        List<String> seen = new ArrayList<>();
        highlighting.provideHighlightingFor((XtextResource) db.eResource(),
                (offset, length, ids) -> seen.add(text.substring(offset, offset + length) + "=" + String.join(",", ids)),
                CancelIndicator.NullImpl);
        assertTrue(seen.contains("[%incident illegal side=white]=" + ScoresheetHighlightingStyles.CLOCK), seen::toString);
        assertEquals(text.replace("1-0", "0-1"), fix(text, ScoresheetIssueCodes.INCIDENT_RESULT, "Correct the result to 0-1"));
    }

    @Test
    void gamesAndVariationsFold() throws Exception {
        String text = "[Event \"E\"]\n1. e4 e5\n(1... c5\n2. Nf3)\n2. Nf3 *\n\n1. d4 *";
        Database db = sheets.bienban(text);
        SortedSet<FoldingRange> ranges = new TreeSet<>((a, b) -> a.getOffset() - b.getOffset());
        ranges.addAll(folding.getFoldingRanges((XtextResource) db.eResource(), CancelIndicator.NullImpl));
        List<String> folded = ranges.stream().map(r -> text.substring(r.getOffset(), r.getOffset() + r.getLength())).toList();
        assertTrue(folded.contains("(1... c5\n2. Nf3)"), folded::toString);
        assertTrue(folded.stream().anyMatch(f -> f.startsWith("[Event") && f.endsWith("*")), folded::toString);
        assertFalse(folded.contains("1. d4 *"), "a one-line game does not fold");
    }
}
