package org.chessarbiter.languages.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The language server at scale and with careless clients: a client that names no root, a document of 10,000
 * nested variations, a 6.4 MB one-line PGN opened, changed and closed. Each asserts what the client receives
 * (diagnostics, located; an answer after the large document is closed), never how fast.
 */
class LanguageServerScaleTest {
    private static final String FOLDER = "file:///tmp/arbiter-lsp-scale/";

    /** A session initialized as a client that names no root: no rootUri, rootPath nor workspace folders. */
    private static LanguageServerSession rootless() throws Exception {
        LanguageServerSession s = new LanguageServerSession();
        s.server.initialize(new InitializeParams()).get(LanguageServerSession.HANG_GUARD_MINUTES, TimeUnit.MINUTES);
        s.server.initialized(new InitializedParams());
        return s;
    }

    /** A session initialized on the folder {@code root}, as an editor with a workspace. */
    private static LanguageServerSession rooted(Path root) throws Exception {
        LanguageServerSession s = new LanguageServerSession();
        InitializeParams init = new InitializeParams();
        init.setRootUri(root.toUri().toString());
        s.server.initialize(init).get(LanguageServerSession.HANG_GUARD_MINUTES, TimeUnit.MINUTES);
        s.server.initialized(new InitializedParams());
        return s;
    }

    private static void open(LanguageServerSession s, String uri, String text) {
        s.server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri, "scoresheet", 1, text)));
    }

    /** The errors of the next diagnostics of {@code uri} that has one on {@code line} (0-based). */
    private static List<Diagnostic> errorsOnLine(LanguageServerSession s, String uri, int line) throws InterruptedException {
        while (true) {
            List<Diagnostic> errors = s.next(uri).stream()
                    .filter(d -> d.getSeverity() == DiagnosticSeverity.Error && d.getRange().getStart().getLine() == line).toList();
            if (!errors.isEmpty()) {
                return errors;
            }
        }
    }

    @Test
    void aClientWithoutRootIsServed() throws Exception {
        try (LanguageServerSession s = rootless()) {
            String game = FOLDER + "van-mau.bienban";
            open(s, game, SeedExamplesTest.SEED_GAME);
            List<Diagnostic> found = s.next(game);
            assertEquals(1, found.size(), found::toString);
            assertEquals(ScoresheetIssueCodes.MISSING_MOVE, found.get(0).getCode().getLeft());
        }
    }

    @Test
    void tenThousandNestedVariationsGetTheirDiagnostics(@TempDir Path root) throws Exception {
        int depth = 10_000;
        StringBuilder text = new StringBuilder("[Event \"nested\"]\n\n1. e4 ");
        for (int i = 0; i < depth; i++) {
            text.append(i % 2 == 0 ? "(1. d4 " : "(1. c4 ");
        }
        text.append("\n(1. Ke2)").append(")".repeat(depth)).append(" e5 *\n");
        try (LanguageServerSession s = rooted(root)) {
            String uri = root.resolve("nested.pgn").toUri().toString();
            open(s, uri, text.toString());
            List<Diagnostic> errors = errorsOnLine(s, uri, 3);
            assertEquals(4, errors.get(0).getRange().getStart().getCharacter(), errors::toString); // "Ke2", the innermost line
        }
    }

    @Test
    void aLargeDocumentIsStreamedItsOlderVersionCancelledAndTheServerAnswersAfterItIsClosed(@TempDir Path root) throws Exception {
        StringBuilder line = new StringBuilder("1. e4 {");
        while (line.length() < 6_400_000) {
            line.append("a long comment written on one line, as an export without line breaks writes it; ");
        }
        line.append("} e5 *");
        String v1 = "[Event \"large\"]\n\n" + line + "\n";
        String v2 = v1 + "\n[Event \"second\"]\n\n1. Ke2 *\n";
        try (LanguageServerSession s = rooted(root)) {
            String uri = root.resolve("large.pgn").toUri().toString();
            open(s, uri, v1);
            s.server.getTextDocumentService().didChange(new DidChangeTextDocumentParams(new VersionedTextDocumentIdentifier(uri, 2),
                    List.of(new TextDocumentContentChangeEvent(v2))));
            List<Diagnostic> errors = errorsOnLine(s, uri, 6);
            assertEquals(3, errors.get(0).getRange().getStart().getCharacter(), errors::toString);

            s.server.getTextDocumentService().didClose(new DidCloseTextDocumentParams(new TextDocumentIdentifier(uri)));
            assertEquals(List.of(), s.published(uri), "closing clears its diagnostics");
            String small = root.resolve("after.bienban").toUri().toString();
            open(s, small, SeedExamplesTest.SEED_GAME);
            assertTrue(s.next(small).stream().anyMatch(d -> ScoresheetIssueCodes.MISSING_MOVE.equals(d.getCode().getLeft())),
                    "the server answers a document opened after the large one was closed");
        }
    }
}
