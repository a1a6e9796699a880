package org.chessarbiter.languages.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.services.LanguageServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./arbiter lsp}: the language server over piped streams, as an editor talks to it: initialize,
 * open a scoresheet and a regulations file, receive their diagnostics.
 */
class LanguageServerTest {
    @Test
    void initializeOpenAndPublishDiagnostics(@TempDir Path root) throws Exception {
        LanguageServerSession client = new LanguageServerSession();
        LanguageServer server = client.server;

        InitializeParams init = new InitializeParams();
        init.setRootUri(root.toUri().toString());
        init.setWorkspaceFolders(List.of(new WorkspaceFolder(root.toUri().toString(), "test")));
        InitializeResult result = server.initialize(init).get(LanguageServerSession.HANG_GUARD_MINUTES, TimeUnit.MINUTES);
        assertTrue(result.getCapabilities().getHoverProvider().isLeft() || result.getCapabilities().getHoverProvider().isRight());
        server.initialized(new InitializedParams());

        String game = root.resolve("van-mau.bienban").toUri().toString();
        server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(
                new TextDocumentItem(game, "scoresheet", 1, SeedExamplesTest.SEED_GAME)));
        List<Diagnostic> found = client.next(game);
        assertEquals(1, found.size(), found::toString);
        assertEquals(ScoresheetIssueCodes.MISSING_MOVE, found.get(0).getCode().getLeft());
        assertEquals(0, found.get(0).getRange().getStart().getLine());
        assertEquals(SeedExamplesTest.SEED_GAME.indexOf("7.c:d5"), found.get(0).getRange().getStart().getCharacter());

        String rules = root.resolve("giai.dieule").toUri().toString();
        server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(
                new TextDocumentItem(rules, "regulations", 1, "this is not a regulation")));
        assertTrue(!client.next(rules).isEmpty(), "the regulations language answers too");

        client.close();
    }
}
