package org.chessarbiter.languages.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.inject.Inject;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.stream.Collectors;
import org.chessarbiter.regulations.catalog.SectionCatalog;
import org.chessarbiter.regulations.catalog.SystemCode;
import org.chessarbiter.regulations.regulations.Document;
import org.chessarbiter.regulations.regulations.Regulations;
import org.chessarbiter.regulations.regulations.SectionKind;
import org.chessarbiter.regulations.validation.RegulationsIssueCodes;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.xtext.ide.editor.quickfix.DiagnosticResolution;
import org.eclipse.xtext.ide.editor.quickfix.IQuickFixProvider;
import org.eclipse.xtext.ide.server.ILanguageServerAccess;
import org.eclipse.xtext.ide.server.codeActions.ICodeActionService2;
import org.eclipse.xtext.ide.server.contentassist.ContentAssistService;
import org.eclipse.xtext.ide.server.symbol.HierarchicalDocumentSymbolService;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The regulations' editor services: content assist for systems and tie-break codes, the quick fix of a missing section. */
@ExtendWith(EnglishLocale.class)
class RegulationsIdeServicesTest extends RegulationsDocuments {

    @Inject
    private ContentAssistService contentAssist;

    @Inject
    private IQuickFixProvider quickFixes;

    @Inject
    private HierarchicalDocumentSymbolService outline;

    private List<String> proposals(String text, int offset) throws Exception {
        Document model = parser.parse(text);
        org.eclipse.xtext.ide.server.Document doc = new org.eclipse.xtext.ide.server.Document(1, text);
        CompletionParams params = new CompletionParams(new TextDocumentIdentifier("test.dieule"), doc.getPosition(offset));
        return contentAssist.createCompletionList(doc, (XtextResource) model.eResource(), params, CancelIndicator.NullImpl)
                .getItems().stream().map(CompletionItem::getLabel).collect(Collectors.toList());
    }

    @Test
    void theSystemsThatArePairedAreProposed() throws Exception {
        String text = "regulations x \"X\"\nsystem \n";
        List<String> systems = proposals(text, text.indexOf("system ") + "system ".length());
        assertTrue(systems.containsAll(List.of("FIDE_DUTCH_2026", "MODIFIED_SWISS", "SWISS_BY_LOT", "ROUND_ROBIN", "KNOCKOUT")),
                systems::toString);
        String prefixed = "regulations x \"X\"\nsystem TEAM\n";
        List<String> teams = proposals(prefixed, prefixed.indexOf("TEAM") + 4);
        List<String> codes = teams.stream().filter(SystemCode.codes()::contains).toList();
        assertEquals(List.of("TEAM_DOUBLE_ROUND_ROBIN", "TEAM_DUTCH_2026", "TEAM_KNOCKOUT", "TEAM_ROUND_ROBIN", "TEAM_SWISS_BY_LOT"),
                codes.stream().sorted().toList(), "the systems with the prefix: " + teams);
    }

    @Test
    void theOutlineIsBySection() throws Exception {
        String text = "regulations x \"X\"\nrounds 9\nmục_đích \"1. Mục đích ý nghĩa và tên giải\" {\n\"Giải mở rộng.\"\n}\n"
                + "eligibility {\nunit hn \"Hà Nội\"\n}\n";
        Document model = parser.parse(text);
        List<DocumentSymbol> top = outline.getSymbols((XtextResource) model.eResource(), CancelIndicator.NullImpl);
        assertEquals(List.of("x"), top.stream().map(DocumentSymbol::getName).toList());
        List<DocumentSymbol> sections = top.get(0).getChildren();
        assertEquals(List.of("1. Mục đích ý nghĩa và tên giải", "4. " + SectionCatalog.heading(SectionKind.ELIGIBILITY, java.util.Locale.ENGLISH)),
                sections.stream().map(DocumentSymbol::getName).toList(), "a section by its heading, else by appendix 5's");
        assertTrue(sections.get(1).getChildren().stream().anyMatch(s -> s.getName().endsWith("hn")), "the unit under its section");
    }

    @Test
    void theTieBreakCodesAreProposed() throws Exception {
        String text = "regulations x \"X\"\ntiebreaks DE, \n";
        List<String> codes = proposals(text, text.indexOf("DE, ") + 4);
        assertTrue(codes.containsAll(List.of("BH/C1", "SB", "DE", "VN-BH", "LOT/0")), codes::toString);
        assertFalse(codes.contains("FOO"));
    }

    @Test
    void theQuickFixInsertsTheMissingSection() throws Exception {
        String text = RegulationsSectionsTest.allSectionsBut(SectionKind.PRIZES);
        Document model = parser.parse(text);
        Issue issue = validator.validate(model).stream().filter(i -> RegulationsIssueCodes.MISSING_SECTION.equals(i.getCode()))
                .findFirst().orElseThrow();
        org.eclipse.xtext.ide.server.Document doc = new org.eclipse.xtext.ide.server.Document(1, text);
        Diagnostic d = new Diagnostic(new Range(doc.getPosition(issue.getOffset()), doc.getPosition(issue.getOffset() + issue.getLength())),
                issue.getMessage());
        d.setCode(issue.getCode());
        d.setSeverity(DiagnosticSeverity.Warning);
        d.setData(issue.getData());
        ICodeActionService2.Options options = new ICodeActionService2.Options();
        options.setDocument(doc);
        options.setResource(model.eResource());
        options.setURI(model.eResource().getURI().toString());
        options.setCancelIndicator(CancelIndicator.NullImpl);
        options.setLanguageServerAccess(access(model.eResource().getResourceSet()));
        List<DiagnosticResolution> resolutions = quickFixes.getResolutions(options, d);
        assertEquals(List.of("Insert the missing section"), resolutions.stream().map(DiagnosticResolution::getLabel).toList());
        List<TextEdit> edits = resolutions.get(0).apply().getChanges().values().iterator().next();
        String fixed = doc.applyChanges(edits).getContents();
        Document after = parser.parse(fixed);
        validator.assertNoIssues(after);
        assertEquals(SectionCatalog.REQUIRED, ((Regulations) after).getSections().stream().map(s -> s.getKind()).toList(), fixed);
        assertTrue(fixed.contains("giải_thưởng \"10. Prizes for players, teams and units\" {"), fixed);
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
}
