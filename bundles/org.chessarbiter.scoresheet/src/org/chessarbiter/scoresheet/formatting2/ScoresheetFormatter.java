package org.chessarbiter.scoresheet.formatting2;

import com.google.inject.Inject;
import java.util.List;
import org.chessarbiter.scoresheet.scoresheet.Comment;
import org.chessarbiter.scoresheet.scoresheet.Database;
import org.chessarbiter.scoresheet.scoresheet.Element;
import org.chessarbiter.scoresheet.scoresheet.Game;
import org.chessarbiter.scoresheet.scoresheet.Move;
import org.chessarbiter.scoresheet.scoresheet.Tag;
import org.chessarbiter.scoresheet.scoresheet.Variation;
import org.chessarbiter.scoresheet.services.ScoresheetGrammarAccess;
import org.eclipse.xtext.formatting2.AbstractFormatter2;
import org.eclipse.xtext.formatting2.IFormattableDocument;
import org.eclipse.xtext.formatting2.regionaccess.ISemanticRegion;
import org.eclipse.xtext.resource.XtextResource;

/**
 * The canonical layout of scoresheets (PGN export layout, PGN 8.2): one tag per line, no space inside
 * the brackets, one blank line between the tags and the movetext, movetext tokens separated by one
 * space and wrapped at the line width, no space inside variation parentheses, a blank line between
 * games. A {@code ;} comment ends its line.
 */
public class ScoresheetFormatter extends AbstractFormatter2 {
    @Inject
    private ScoresheetGrammarAccess grammar;

    @Override
    public void format(Object obj, IFormattableDocument document) {
        if (obj instanceof XtextResource r) {
            _format(r, document);
        } else if (obj instanceof Database db) {
            database(db, document);
        } else if (obj instanceof Game g) {
            game(g, document);
        } else if (obj instanceof Tag t) {
            tag(t, document);
        } else if (obj instanceof Variation v) {
            variation(v, document);
        }
    }

    private void database(Database db, IFormattableDocument doc) {
        List<Game> games = db.getGames();
        for (int i = 0; i < games.size(); i++) {
            Game g = games.get(i);
            doc.format(g);
            if (i == 0) {
                doc.prepend(g, f -> f.noSpace());
            }
            int lines = i + 1 < games.size() ? 2 : 1;
            doc.append(g, f -> f.setNewLines(lines));
        }
    }

    private void game(Game game, IFormattableDocument doc) {
        List<Tag> tags = game.getTags();
        for (int i = 0; i < tags.size(); i++) {
            doc.format(tags.get(i));
            int lines = i < tags.size() - 1 ? 1 : game.getBody().isEmpty() ? 1 : 2;
            doc.append(tags.get(i), f -> f.setNewLines(lines));
        }
        elements(game.getBody(), doc);
        if (game.getResult() != null && !game.getBody().isEmpty()) {
            boolean afterLineComment = isLineComment(game.getBody().get(game.getBody().size() - 1));
            doc.prepend(game.getResult(), f -> {
                if (afterLineComment) {
                    f.newLine();
                } else {
                    f.oneSpace();
                    f.autowrap();
                }
            });
        }
    }

    private void tag(Tag tag, IFormattableDocument doc) {
        ISemanticRegion open = textRegionExtensions.regionFor(tag).keyword("[");
        ISemanticRegion close = textRegionExtensions.regionFor(tag).keyword("]");
        doc.append(open, f -> f.noSpace());
        doc.prepend(close, f -> f.noSpace());
        doc.prepend(textRegionExtensions.regionFor(tag).assignment(grammar.getTagAccess().getValueAssignment_2()),
                f -> f.oneSpace());
    }

    private void elements(List<Element> body, IFormattableDocument doc) {
        for (int i = 0; i < body.size(); i++) {
            Element e = body.get(i);
            if (i > 0) {
                boolean afterLineComment = isLineComment(body.get(i - 1));
                doc.prepend(e, f -> {
                    if (afterLineComment) {
                        f.newLine();
                    } else {
                        f.oneSpace();
                        f.autowrap();
                    }
                });
            }
            if (e instanceof Move m && m.getSuffix() != null) {
                doc.prepend(textRegionExtensions.regionFor(m).feature(
                        org.chessarbiter.scoresheet.scoresheet.ScoresheetPackage.Literals.MOVE__SUFFIX), f -> f.noSpace());
            }
            if (e instanceof Variation v) {
                doc.format(v);
            }
        }
    }

    /** A {@code ;} comment runs to the end of its line. */
    private static boolean isLineComment(Element e) {
        return e instanceof Comment c && c.getText() != null && c.getText().startsWith(";");
    }

    private void variation(Variation v, IFormattableDocument doc) {
        doc.append(textRegionExtensions.regionFor(v).keyword("("), f -> f.noSpace());
        doc.prepend(textRegionExtensions.regionFor(v).keyword(")"), f -> f.noSpace());
        elements(v.getBody(), doc);
    }

}
