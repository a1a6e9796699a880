package org.chessarbiter.editor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;

import org.chessarbiter.rules.game.GameReplay;
import org.chessarbiter.scoresheet.game.ScoresheetChecker;
import org.chessarbiter.scoresheet.ide.notation.WritingNotation;
import org.chessarbiter.scoresheet.mapping.GameMapper;
import org.chessarbiter.scoresheet.scoresheet.Database;
import org.chessarbiter.xtext.eclipse.core.XtextLanguage;
import org.chessarbiter.xtext.eclipse.core.XtextLanguages;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.resource.IResourceFactory;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.LazyStringInputStream;
import org.junit.jupiter.api.Test;

/**
 * The rule of {@link WritingNotation} (docs/editor.md, Preferences) on the IDE service alone, with the
 * preference passed in as a plain setting (no preference store): a PGN file writes PGN's notation, a Format tag
 * names the notation, a move in a variation decides as much as one in the main line, no preference leaves the
 * file's notation.
 */
class WritingNotationTest {

    private static List<String> movesAtEnd(String fileName, String text, String... preferred) throws IOException {
        XtextLanguage language = XtextLanguages.get().forFileExtension("bienban").orElseThrow();
        Resource resource = language.get(IResourceFactory.class).createResource(URI.createURI("memory:/" + fileName));
        language.get(XtextResourceSet.class).getResources().add(resource);
        resource.load(new LazyStringInputStream(text, "UTF-8"), null);
        GameReplay<?, ?> replay = ScoresheetChecker.check(GameMapper.map(((Database) resource.getContents().get(0)).getGames().get(0)));
        return new WritingNotation(() -> List.of(preferred)).legalMovesAt(replay, text.lastIndexOf('*'));
    }

    @Test
    void aPgnFileWritesChessInEnglishLettersWhateverThePreference() throws Exception {
        List<String> moves = movesAtEnd("giai.pgn", "1. e4 e5 *\n", "san-vi");
        assertTrue(moves.contains("Nf3") && !moves.contains("Mf3"), "PGN standard 8.2.3: " + moves);
        List<String> scoresheet = movesAtEnd("giai.bienban", "1. e4 e5 *\n", "san-vi");
        assertTrue(scoresheet.contains("Mf3"), "the same moves in a scoresheet follow the preference: " + scoresheet);
    }

    @Test
    void aPgnFileTakesAPreferredXiangqiNotationThatPgnAllows() throws Exception {
        String game = "[Game \"Chinese Chess\"]\n\n*\n";
        assertTrue(movesAtEnd("co-tuong.pgn", game, "san-en", "wxf").contains("C2.5"), "WXF is a PGN notation of xiangqi");
        assertTrue(movesAtEnd("co-tuong.pgn", game, "san-en", "vi-short").contains("h2e2"),
                "the Vietnamese short form is not: ICCS, PGN's default");
    }

    @Test
    void aFormatTagNamesTheNotation() throws Exception {
        List<String> moves = movesAtEnd("co-tuong.pgn", "[Game \"Chinese Chess\"]\n[Format \"WXF\"]\n\n*\n", "iccs");
        assertTrue(moves.contains("C2.5") && !moves.contains("h2e2"), "the tag wins over the preference: " + moves);
    }

    @Test
    void aMoveInAVariationDecidesToo() throws Exception {
        String text = "1. e4 e5 (1... Mc6) 2. d4 *\n";
        List<String> moves = movesAtEnd("bien-ban.bienban", text, "san-en");
        assertTrue(moves.contains("exd4") && moves.contains("Mc6") && !moves.contains("Nc6"),
                "Mc6 in the variation is written in Vietnamese letters: " + moves);
    }

    @Test
    void withoutAPreferenceTheFilesNotation() throws Exception {
        assertEquals(movesAtEnd("bien-ban.bienban", "1. d4 d5 *\n", "san-vi"), movesAtEnd("bien-ban.bienban", "1. d4 d5 *\n"),
                "no preference: a scoresheet's own default, Vietnamese letters (FIDE 2018 C.3)");
    }
}
