package org.chessarbiter.editor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.ui.DocumentModels;
import org.chessarbiter.xtext.eclipse.core.ParsedDocument;
import org.chessarbiter.xtext.eclipse.core.XtextLanguage;
import org.chessarbiter.xtext.eclipse.core.XtextLanguages;
import org.chessarbiter.xtext.eclipse.ui.preferences.SyntaxColoringPreferences;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.preference.PreferenceConverter;
import org.eclipse.xtext.ide.editor.syntaxcoloring.HighlightingStyles;
import org.chessarbiter.xtext.eclipse.core.build.ProblemMarkers;
import org.chessarbiter.xtext.eclipse.ui.editor.ContentAssistProcessor;
import org.chessarbiter.xtext.eclipse.ui.editor.DefinitionHyperlinkDetector;
import org.chessarbiter.xtext.eclipse.ui.editor.DefinitionLink;
import org.chessarbiter.xtext.eclipse.ui.editor.IssueAnnotation;
import org.chessarbiter.xtext.eclipse.ui.editor.ProblemAnnotations;
import org.chessarbiter.xtext.eclipse.ui.editor.QuickAssistProcessor;
import org.chessarbiter.xtext.eclipse.ui.editor.TextHover;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.quickassist.IQuickAssistInvocationContext;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.jface.text.source.projection.ProjectionViewer;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The regulations language (cross-file citations of a law text) in the generic editor: annotations and
 * markers at the same offsets without duplicates, content assist and go-to-definition through the index
 * (and through an unsaved law text), hover, quick fixes, colours, folding, outline.
 */
class RegulationsEditorTest {

    static final String LAW = "law fide2018 \"Luật cờ Vua FIDE 2018\"\n"
            + "/** Hòa tự động theo luật */\n"
            + "article 9.6 \"Hòa tự động\"\n"
            + "  point 1 \"Cùng một thế cờ lặp lại ít nhất năm lần\"\n"
            + "  point 2 \"Bảy mươi lăm nước liên tiếp\"\n";

    static final String REGULATIONS = "regulations hanoi2026 \"Giải cờ Vua Hà Nội mở rộng 2026\"\n"
            + "game chess\n"
            + "law fide2018\n"
            + "rounds 0\n"
            + "clause 4.1 \"Ván hòa khi lặp lại năm lần\" cites fide2018.9.6.1, fide2018.9.6\n"
            + "clause 4.2 \"Chưa có trong luật\" cites fide2018.9.7\n";

    private static IProject project;
    private static IFile law;
    private static IFile regulations;

    @BeforeAll
    static void createProject() throws Exception {
        project = Workbench.project("dieu-le");
        law = Workbench.write(project, "fide2018.luat", LAW);
        regulations = Workbench.write(project, "hanoi2026.dieule", REGULATIONS);
        Workbench.build(project);
    }

    @AfterAll
    static void closeEditors() {
        Workbench.page().closeAllEditors(false);
    }

    @Test
    void annotationsAndMarkersAreAtTheProblemsWithoutDuplicates() throws Exception {
        int unresolved = REGULATIONS.indexOf("fide2018.9.7");
        int rounds = REGULATIONS.indexOf("rounds 0") + "rounds ".length();
        IMarker[] markers = regulations.findMarkers(ProblemMarkers.TYPE, true, IResource.DEPTH_ZERO);
        assertEquals(Set.of(unresolved + ":" + (unresolved + "fide2018.9.7".length()), rounds + ":" + (rounds + 1)),
                Arrays.stream(markers).map(m -> m.getAttribute(IMarker.CHAR_START, -1) + ":" + m.getAttribute(IMarker.CHAR_END, -1))
                        .collect(Collectors.toSet()));
        assertEquals(0, law.findMarkers(ProblemMarkers.TYPE, true, IResource.DEPTH_ZERO).length, "the law text is valid");

        ITextEditor editor = Workbench.open(regulations);
        ISourceViewer viewer = Workbench.viewer(editor);
        Workbench.waitUntil("issue annotations", () -> ProblemAnnotations.of(viewer).size() == 2);
        assertEquals(Set.of(unresolved + ":" + "fide2018.9.7".length(), rounds + ":1"),
                ProblemAnnotations.of(viewer).stream().map(a -> position(viewer, a)).collect(Collectors.toSet()));
        Workbench.waitUntil("marker annotations hidden", () -> visibleMarkerAnnotations(viewer) == 0);
        Screenshots.window(editor.getSite().getShell(), "regulations-editor");
    }

    @Test
    void citationsAreProposedFromTheLawTextIncludingItsUnsavedPoints() throws Exception {
        ITextEditor lawEditor = Workbench.open(law);
        IDocument lawDocument = Workbench.document(lawEditor);
        lawDocument.replace(lawDocument.getLength(), 0, "  point 3 \"Năm mươi nước không bắt quân, có đòi hòa\"\n");
        // the unsaved text is published once its model has parsed it (the reconciler does, in the background); a
        // document never waits for another being parsed, so wait as the user does between typing and asking
        DocumentModel lawModel = DocumentModels.get().forDocument(lawDocument).orElseThrow();
        Workbench.waitUntil("the law text's unsaved point published", () -> {
            lawModel.description();
            return lawModel.isDescriptionCurrent();
        });
        ITextEditor editor = Workbench.open(regulations);
        IDocument document = Workbench.document(editor);
        int offset = REGULATIONS.indexOf("fide2018.9.7");
        ICompletionProposal[] proposals = new ContentAssistProcessor().computeCompletionProposals(Workbench.viewer(editor), offset);
        Set<String> citations = new TreeSet<>();
        for (ICompletionProposal proposal : proposals) {
            if (proposal.getDisplayString().startsWith("fide2018")) {
                citations.add(proposal.getDisplayString().split(" ")[0]);
            }
        }
        assertEquals(new TreeSet<>(List.of("fide2018.9.6", "fide2018.9.6.1", "fide2018.9.6.2", "fide2018.9.6.3")), citations);
        assertEquals(REGULATIONS, document.get(), "computing proposals does not change the text");
        lawEditor.doRevertToSaved();
    }

    @Test
    void anUnsavedArticleOfTheLawResolvesTheCitationInTheOtherEditor() throws Exception {
        ITextEditor editor = Workbench.open(regulations);
        ISourceViewer viewer = Workbench.viewer(editor);
        Workbench.waitUntil("the unresolved citation", () -> unresolved(viewer));
        ITextEditor lawEditor = Workbench.open(law);
        IDocument lawDocument = Workbench.document(lawEditor);
        lawDocument.replace(lawDocument.getLength(), 0, "article 9.7 \"Chưa lưu\"\n");
        Workbench.waitUntil("the citation to resolve against the unsaved law text", () -> !unresolved(viewer));
        lawEditor.doRevertToSaved();
        Workbench.waitUntil("the citation to be unresolved again after the revert", () -> unresolved(viewer));
    }

    /**
     * The case that once left the citation resolved after a revert: the regulations' model parsed the law's
     * edit before the law's reconciler ran, and the revert came before it did, so the law's editor saw no
     * change of its own text; the regulations must still be linked again.
     */
    @Test
    void revertingAnEditOnlyTheOtherModelSawUnresolvesTheCitation() throws Exception {
        ITextEditor editor = Workbench.open(regulations);
        ISourceViewer viewer = Workbench.viewer(editor);
        DocumentModel model = DocumentModels.get().forDocument(Workbench.document(editor)).orElseThrow();
        Workbench.waitUntil("the unresolved citation", () -> unresolved(viewer));
        ITextEditor lawEditor = Workbench.open(law);
        IDocument lawDocument = Workbench.document(lawEditor);
        DocumentModel lawModel = DocumentModels.get().forDocument(lawDocument).orElseThrow();
        Workbench.waitUntil("the law text validated", () -> lawModel.lastValidated() != null);
        Workbench.spin(2 * 300 + 200); // both reconcilers quiet (their delay is 300 ms)
        lawDocument.replace(lawDocument.getLength(), 0, "article 9.7 \"Chưa lưu\"\n");
        assertFalse(unresolved(model.validate()), "linked against the unsaved article at once");
        lawEditor.doRevertToSaved();
        Workbench.waitUntil("the citation to be unresolved after the revert",
                () -> model.lastValidated() != null && unresolved(model.lastValidated()) && unresolved(viewer));
    }

    @Test
    void aColourPreferenceRepaintsTheOpenEditor() throws Exception {
        ITextEditor editor = Workbench.open(law);
        StyledText text = Workbench.viewer(editor).getTextWidget();
        int article = LAW.indexOf("article");
        XtextLanguage language = XtextLanguages.get().forFileExtension("luat").orElseThrow();
        IPreferenceStore store = SyntaxColoringPreferences.store(language);
        String key = SyntaxColoringPreferences.colorKey(language, HighlightingStyles.KEYWORD_ID);
        Workbench.waitUntil("the default keyword colour", () -> colourAt(text, article, new RGB(127, 0, 85)));
        PreferenceConverter.setValue(store, key, new RGB(200, 100, 0));
        try {
            Workbench.waitUntil("the new keyword colour", () -> colourAt(text, article, new RGB(200, 100, 0)));
        } finally {
            store.setToDefault(key);
        }
        Workbench.waitUntil("the default colour again", () -> colourAt(text, article, new RGB(127, 0, 85)));
    }

    static boolean colourAt(StyledText text, int offset, RGB rgb) {
        StyleRange style = text.getStyleRangeAtOffset(offset);
        return style != null && style.foreground != null && style.foreground.getRGB().equals(rgb);
    }

    static boolean unresolved(ParsedDocument state) {
        int citation = REGULATIONS.indexOf("fide2018.9.7");
        return state.issues().stream().anyMatch(issue -> issue.getOffset() == citation && issue.getLength() == "fide2018.9.7".length());
    }

    static boolean unresolved(ISourceViewer viewer) {
        int citation = REGULATIONS.indexOf("fide2018.9.7");
        return ProblemAnnotations.of(viewer).stream().anyMatch(a -> position(viewer, a).equals(citation + ":" + "fide2018.9.7".length()));
    }

    @Test
    void aCitationLinksToItsArticleInTheLawText() throws Exception {
        DocumentModel model = openModel(regulations);
        int offset = REGULATIONS.indexOf("fide2018.9.6.1") + 3;
        DefinitionLink link = model.read(state -> DefinitionHyperlinkDetector.find(model, state, offset));
        assertNotNull(link);
        assertEquals("fide2018.luat", link.target().lastSegment());
        assertEquals(LAW.indexOf("1 \"Cùng"), link.targetOffset(), "the point's number in the law text");
        assertEquals(REGULATIONS.indexOf("fide2018.9.6.1"), link.getHyperlinkRegion().getOffset());
        link.open();
        ITextEditor opened = (ITextEditor) Workbench.page().getActiveEditor();
        assertEquals("fide2018.luat", opened.getEditorInput().getName());
    }

    @Test
    void hoverShowsTheDocumentationOfTheCitedArticle() throws Exception {
        DocumentModel model = openModel(regulations);
        int offset = REGULATIONS.indexOf("fide2018.9.6\n") + 2;
        String hover = model.read(state -> TextHover.hover(model, state, offset));
        assertNotNull(hover);
        assertTrue(hover.contains("Hòa tự động theo luật"), hover);
    }

    @Test
    void quickFixSetsTheRoundsAndTheErrorDisappears() throws Exception {
        IFile file = Workbench.write(project, "quickfix.dieule", "regulations q \"Q\"\nrounds 0\nrounds 7\n");
        ITextEditor editor = Workbench.open(file);
        ISourceViewer viewer = Workbench.viewer(editor);
        IDocument document = Workbench.document(editor);
        Workbench.waitUntil("two issues", () -> ProblemAnnotations.of(viewer).size() == 2);
        int offset = document.get().indexOf("0");
        ICompletionProposal[] fixes = new QuickAssistProcessor().computeQuickAssistProposals(context(viewer, offset));
        assertEquals(List.of("Set the number of rounds to 1"), Arrays.stream(fixes).map(ICompletionProposal::getDisplayString).toList());
        fixes[0].apply(document);
        assertEquals("regulations q \"Q\"\nrounds 1\nrounds 7\n", document.get());
        Workbench.waitUntil("only the warning left", () -> ProblemAnnotations.of(viewer).size() == 1
                && ProblemAnnotations.of(viewer).get(0).getType().equals(IssueAnnotation.WARNING));
        int warning = document.get().indexOf("rounds 7");
        ICompletionProposal[] removals = new QuickAssistProcessor().computeQuickAssistProposals(context(viewer, warning));
        assertEquals(1, removals.length);
        removals[0].apply(document);
        assertEquals("regulations q \"Q\"\nrounds 1\n", document.get());
        Workbench.waitUntil("no issue left", () -> ProblemAnnotations.of(viewer).isEmpty());
        editor.doSave(new NullProgressMonitor());
    }

    @Test
    void keywordsHaveTheirColourAndArticlesFold() throws Exception {
        ITextEditor editor = Workbench.open(law);
        ISourceViewer viewer = Workbench.viewer(editor);
        StyledText text = viewer.getTextWidget();
        RGB keyword = new RGB(127, 0, 85);
        int article = LAW.indexOf("article");
        Workbench.waitUntil("keyword colour", () -> {
            StyleRange style = text.getStyleRangeAtOffset(article);
            return style != null && style.foreground != null && style.foreground.getRGB().equals(keyword);
        });
        StyleRange style = text.getStyleRangeAtOffset(article);
        assertTrue((style.fontStyle & org.eclipse.swt.SWT.BOLD) != 0, "keywords are bold");
        StyleRange title = text.getStyleRangeAtOffset(LAW.indexOf("\"Hòa tự động\"") + 1);
        assertNotNull(title);
        assertEquals(new RGB(42, 0, 255), title.foreground.getRGB(), "strings have the string colour");
        assertTrue(viewer instanceof ProjectionViewer);
        ProjectionViewer projection = (ProjectionViewer) viewer;
        Workbench.waitUntil("folding regions", () -> projection.getProjectionAnnotationModel() != null
                && projection.getProjectionAnnotationModel().getAnnotationIterator().hasNext());
    }

    static DocumentModel openModel(IFile file) throws Exception {
        return DocumentModels.get().forDocument(Workbench.document(Workbench.open(file))).orElseThrow();
    }

    /** Where an annotation stands, or "removed" when the reconciler replaced it since it was listed (it runs in the background). */
    static String position(ISourceViewer viewer, IssueAnnotation annotation) {
        org.eclipse.jface.text.Position position = viewer.getAnnotationModel().getPosition(annotation);
        return position == null ? "removed" : position.getOffset() + ":" + position.getLength();
    }

    static long visibleMarkerAnnotations(ISourceViewer viewer) {
        long count = 0;
        for (var it = viewer.getAnnotationModel().getAnnotationIterator(); it.hasNext();) {
            if (it.next() instanceof org.eclipse.ui.texteditor.MarkerAnnotation marker && !marker.isMarkedDeleted()) {
                count++;
            }
        }
        return count;
    }

    static IQuickAssistInvocationContext context(ISourceViewer viewer, int offset) {
        return new IQuickAssistInvocationContext() {
            @Override
            public int getOffset() {
                return offset;
            }

            @Override
            public int getLength() {
                return 0;
            }

            @Override
            public ISourceViewer getSourceViewer() {
                return viewer;
            }
        };
    }
}
