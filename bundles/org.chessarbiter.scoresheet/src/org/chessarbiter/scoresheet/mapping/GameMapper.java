package org.chessarbiter.scoresheet.mapping;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import org.chessarbiter.rules.game.Token;
import org.chessarbiter.rules.game.WrittenGame;
import org.chessarbiter.rules.game.WrittenGameBuilder;
import org.chessarbiter.scoresheet.scoresheet.Comment;
import org.chessarbiter.scoresheet.scoresheet.DrawOffer;
import org.chessarbiter.scoresheet.scoresheet.Element;
import org.chessarbiter.scoresheet.scoresheet.Game;
import org.chessarbiter.scoresheet.scoresheet.Move;
import org.chessarbiter.scoresheet.scoresheet.MoveNumber;
import org.chessarbiter.scoresheet.scoresheet.Nag;
import org.chessarbiter.scoresheet.scoresheet.ScoresheetPackage.Literals;
import org.chessarbiter.scoresheet.scoresheet.Tag;
import org.chessarbiter.scoresheet.scoresheet.Variation;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;

/**
 * Maps a parsed game (the Xtext model) to a {@link WrittenGame}: plain strings and the offsets of the
 * node model, so that the checks and services work on text and indexes only (DESIGN.md "Validators
 * delegate").
 */
public final class GameMapper {
    private GameMapper() {
    }

    /** The written form of {@code game}. */
    public static WrittenGame map(Game game) {
        ICompositeNode node = NodeModelUtils.getNode(game);
        int start = node == null ? 0 : node.getOffset();
        int end = node == null ? 0 : node.getEndOffset();
        Lines lines = Lines.of(node);
        WrittenGameBuilder b = new WrittenGameBuilder(start);
        for (Tag t : game.getTags()) {
            b.tag(nonNull(t.getName()), nonNull(t.getValue()), token(lines, t, null, ""),
                    token(lines, t, Literals.TAG__VALUE, nonNull(t.getValue())));
        }
        body(b, lines, game.getBody());
        Token result = game.getResult() == null || game.getResult().getValue() == null ? null
                : token(lines, game.getResult(), Literals.RESULT__VALUE, game.getResult().getValue());
        String ext = game.eResource() == null || game.eResource().getURI() == null ? ""
                : nonNull(game.eResource().getURI().fileExtension()).toLowerCase(java.util.Locale.ROOT);
        return b.build(result, end, ext);
    }

    private static void body(WrittenGameBuilder b, Lines lines, List<Element> elements) {
        for (Element e : elements) {
            if (e instanceof MoveNumber n) {
                b.number(token(lines, n, Literals.MOVE_NUMBER__TEXT, nonNull(n.getText())));
            } else if (e instanceof Move m && m.getText() != null) {
                // a move without text is the parser's recovery from a syntax error, reported by the parser
                b.move(token(lines, m, Literals.MOVE__TEXT, nonNull(m.getText())));
                if (m.getSuffix() != null) {
                    b.suffix(token(lines, m, Literals.MOVE__SUFFIX, m.getSuffix()));
                }
            } else if (e instanceof Comment c) {
                b.comment(token(lines, c, Literals.COMMENT__TEXT, nonNull(c.getText())));
            } else if (e instanceof Nag g) {
                b.nag(token(lines, g, Literals.NAG__CODE, nonNull(g.getCode())));
            } else if (e instanceof Variation v) {
                ICompositeNode vn = NodeModelUtils.getNode(v);
                b.beginVariation(new Token("(", vn.getOffset(), 1, lines.line(vn.getOffset()), 0));
                body(b, lines, v.getBody());
                b.endVariation(vn.getEndOffset());
            } else if (e instanceof DrawOffer d) {
                b.drawOffer(token(lines, d, null, "(=)"));
            }
        }
    }

    /** A token of {@code feature} of {@code o} (of {@code o} itself when null) with its node's place. */
    private static Token token(Lines lines, EObject o, EStructuralFeature feature, String text) {
        INode n = null;
        if (feature != null) {
            List<INode> nodes = NodeModelUtils.findNodesForFeature(o, feature);
            n = nodes.isEmpty() ? null : nodes.get(0);
        }
        if (n == null) {
            n = NodeModelUtils.getNode(o);
        }
        return n == null ? new Token(text, 0, 0, 0, 0) : new Token(text, n.getOffset(), n.getLength(), lines.line(n.getOffset()), 0);
    }

    /**
     * The 1-based line of an offset of the document, found from the starts of its lines: a node's own
     * {@code getStartLine()} walks up to the root of the node model, as far as the variations are nested deep.
     */
    private record Lines(int[] starts) {
        /**
         * The lines of each text whose games are mapped, counted once per text (a database has many games); by the
         * text, not its node model, which a partial parse changes in place.
         */
        private static final Map<String, Lines> OF_TEXT = Collections.synchronizedMap(new WeakHashMap<>());

        static Lines of(ICompositeNode node) {
            if (node == null) {
                return new Lines(new int[] {0});
            }
            return OF_TEXT.computeIfAbsent(node.getRootNode().getText(), Lines::count);
        }

        private static Lines count(String text) {
            int[] starts = new int[16];
            int count = 1;
            for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
                if (count == starts.length) {
                    starts = Arrays.copyOf(starts, count * 2);
                }
                starts[count++] = i + 1;
            }
            return new Lines(Arrays.copyOf(starts, count));
        }

        int line(int offset) {
            int i = Arrays.binarySearch(starts, offset);
            return i >= 0 ? i + 1 : -i - 1;
        }
    }

    private static String nonNull(String s) {
        return s == null ? "" : s;
    }
}
