package org.chessarbiter.languages.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The language server at scale and with careless clients: a client that names no root, a document of 10,000
 * nested variations, a 6.4 MB one-line PGN opened, changed and closed, a document of 1,000 games. Each asserts what
 * the client receives (diagnostics, located; an answer after the large document is closed; the same findings by the
 * streaming path as by the language), never how fast.
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

    /** {@code depth} nested variations, the innermost on line 3 (0-based) with an illegal move at column 4. */
    private static String nested(int depth) {
        StringBuilder text = new StringBuilder("[Event \"nested\"]\n\n1. e4 ");
        for (int i = 0; i < depth; i++) {
            text.append(i % 2 == 0 ? "(1. d4 " : "(1. c4 ");
        }
        text.append("\n(1. Ke2)").append(")".repeat(depth)).append(" e5 *\n");
        return text.toString();
    }

    /**
     * {@code games} short games, some with findings: an illegal move (every 7th), a result tag that disagrees with
     * the movetext (every 11th), a duplicated tag (every 13th), a variation with an illegal move (every 17th).
     */
    private static String games(int games) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < games; i++) {
            text.append("[Event \"game ").append(i).append("\"]\n[White \"A\"]\n[Black \"B\"]\n");
            if (i % 13 == 0) {
                text.append("[White \"C\"]\n");
            }
            text.append("[Result \"").append(i % 11 == 0 ? "1-0" : "*").append("\"]\n\n");
            text.append("1. e4 e5 2. Nf3 ").append(i % 7 == 0 ? "Ke6" : "Nc6").append(" 3. Bb5 ");
            if (i % 17 == 0) {
                text.append("(3. Bc4 Bc5 4. Qh8) ");
            }
            text.append("a6 *\n\n");
        }
        return text.toString();
    }

    /** What a diagnostic says and where: its range, severity, code and message. */
    private static Set<String> findings(List<Diagnostic> found) {
        return found.stream().map(d -> d.getRange() + " " + d.getSeverity() + " " + d.getCode() + " " + d.getMessage())
                .collect(Collectors.toSet());
    }

    /** The diagnostics of {@code text} opened as {@code name} in a fresh server, with the streaming limits given (or the defaults). */
    private static List<Diagnostic> diagnosed(Path root, String name, String text, Integer streamedGames, Integer streamedDepth)
            throws Exception {
        if (streamedGames != null) {
            System.setProperty("arbiter.lsp.streamedGames", streamedGames.toString());
            System.setProperty("arbiter.lsp.streamedDepth", streamedDepth.toString());
        }
        try (LanguageServerSession s = rooted(root)) {
            String uri = root.resolve(name).toUri().toString();
            open(s, uri, text);
            return s.next(uri);
        } finally {
            System.clearProperty("arbiter.lsp.streamedGames");
            System.clearProperty("arbiter.lsp.streamedDepth");
        }
    }

    /**
     * A document of many games, or of deeply nested variations, is checked by the streaming path (its diagnostics
     * come from the game checks, source "arbiter", off the request queue), and its findings are the same set as the
     * language gives for the same document.
     */
    @Test
    void manyGamesAndDeepNestingAreStreamedWithTheLanguagesFindings(@TempDir Path root) throws Exception {
        for (String[] doc : new String[][] {{"games.pgn", games(1_000)}, {"nested.pgn", nested(10_000)}}) {
            List<Diagnostic> streamed = diagnosed(root, doc[0], doc[1], null, null);
            assertTrue(streamed.stream().allMatch(d -> "arbiter".equals(d.getSource())), () -> doc[0] + " is streamed: " + streamed);
            List<Diagnostic> language = diagnosed(root, doc[0], doc[1], Integer.MAX_VALUE, Integer.MAX_VALUE);
            assertTrue(language.stream().noneMatch(d -> "arbiter".equals(d.getSource())), () -> doc[0] + " by the language");
            assertEquals(findings(language), findings(streamed), doc[0]);
        }
    }

    /**
     * A streamed document has no model: a request on it (hover, outline) is answered with nothing, not with an
     * internal error, and the language does not load its file from the disk for it.
     */
    @Test
    void aRequestOnAStreamedDocumentIsAnsweredWithNothing(@TempDir Path root) throws Exception {
        Path file = root.resolve("games.pgn");
        String text = games(1_000);
        Files.writeString(file, text);
        try (LanguageServerSession s = rooted(root)) {
            String uri = file.toUri().toString();
            open(s, uri, text);
            s.next(uri);
            TextDocumentIdentifier document = new TextDocumentIdentifier(uri);
            assertNull(s.server.getTextDocumentService().hover(new HoverParams(document, new Position(6, 3)))
                    .get(LanguageServerSession.HANG_GUARD_MINUTES, TimeUnit.MINUTES));
            assertEquals(List.of(), s.server.getTextDocumentService().documentSymbol(new DocumentSymbolParams(document))
                    .get(LanguageServerSession.HANG_GUARD_MINUTES, TimeUnit.MINUTES));
        }
    }

    @Test
    void tenThousandNestedVariationsGetTheirDiagnostics(@TempDir Path root) throws Exception {
        String text = nested(10_000);
        try (LanguageServerSession s = rooted(root)) {
            String uri = root.resolve("nested.pgn").toUri().toString();
            open(s, uri, text);
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
