package org.chessarbiter.editor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.ui.DocumentModels;
import org.chessarbiter.xtext.eclipse.core.build.ProblemMarkers;
import org.chessarbiter.xtext.eclipse.ui.editor.TextHover;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/** Format, hover and the marker resolutions of a file that is not open, with the scoresheet language. */
class ScoresheetCommandsTest {

    @AfterAll
    static void closeEditors() {
        Workbench.page().closeAllEditors(false);
    }

    @Test
    void formatLaysTheGameOutAsTheLanguageSays() throws Exception {
        IProject project = Workbench.project("bien-ban-lenh");
        IFile file = Workbench.write(project, "xau.bienban", "[Event \"Giải thử\"]   [White \"An\"]\n1. e4   e5  2. Nf3 ( 2. f4 ) *\n");
        ITextEditor editor = Workbench.open(file);
        editor.getSite().getService(IHandlerService.class).executeCommand("org.chessarbiter.xtext.eclipse.format", null);
        String formatted = Workbench.document(editor).get();
        assertEquals("[Event \"Giải thử\"]\n[White \"An\"]\n\n1. e4 e5 2. Nf3 (2. f4) *\n", formatted);
        editor.getSite().getService(IHandlerService.class).executeCommand("org.chessarbiter.xtext.eclipse.format", null);
        assertEquals(formatted, Workbench.document(editor).get(), "formatting is idempotent");
    }

    @Test
    void hoverOnAMoveComesFromTheLanguage() throws Exception {
        IProject project = Workbench.project("bien-ban-lenh");
        IFile file = Workbench.write(project, "hover.bienban", ScoresheetServicesTest.TEXT);
        DocumentModel model = DocumentModels.get().forDocument(Workbench.document(Workbench.open(file))).orElseThrow();
        String hover = model.read(state -> TextHover.hover(model, state, ScoresheetServicesTest.TEXT.indexOf("Nc3") + 1));
        assertNotNull(hover, "the scoresheet hover service answers on a move");
        assertTrue(hover.contains("Nc3"), hover);
    }

    @Test
    void aMarkerResolutionFixesAFileThatIsNotOpen() throws Exception {
        IProject project = Workbench.project("bien-ban-lenh");
        IFile file = Workbench.write(project, "dong.bienban", ScoresheetServicesTest.TEXT);
        Workbench.build(project);
        IMarker ambiguous = Arrays.stream(file.findMarkers(ProblemMarkers.TYPE, true, IResource.DEPTH_ZERO))
                .filter(m -> ScoresheetServicesTest.AMBIGUOUS.equals(m.getAttribute(ProblemMarkers.CODE, ""))).findFirst()
                .orElseThrow();
        IMarkerResolution[] resolutions = IDE.getMarkerHelpRegistry().getResolutions(ambiguous);
        List<String> labels = Arrays.stream(resolutions).map(IMarkerResolution::getLabel).sorted().toList();
        assertEquals(List.of("Write Nce2", "Write Nge2"), labels);
        Arrays.stream(resolutions).filter(r -> r.getLabel().equals("Write Nce2")).findFirst().orElseThrow().run(ambiguous);
        String saved = new String(file.getContents().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(ScoresheetServicesTest.TEXT.replace("3. Ne2", "3. Nce2"), saved, "the fix is saved to the file");
        Workbench.build(project);
        assertTrue(Arrays.stream(file.findMarkers(ProblemMarkers.TYPE, true, IResource.DEPTH_ZERO))
                .noneMatch(m -> ScoresheetServicesTest.AMBIGUOUS.equals(m.getAttribute(ProblemMarkers.CODE, ""))),
                "the rebuilt file has no ambiguity left");
    }
}
