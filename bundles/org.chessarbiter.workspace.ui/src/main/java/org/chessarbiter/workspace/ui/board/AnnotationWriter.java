package org.chessarbiter.workspace.ui.board;

import java.util.regex.Matcher;

import org.chessarbiter.rules.game.Token;
import org.chessarbiter.rules.game.WrittenNode;

/**
 * Writes a move's arrows and circles back into its comment: the commands of the first brace comment holding
 * {@code [%cal]} / {@code [%csl]} are replaced (the comment's other words and commands stay); else they go at the
 * start of the move's first brace comment; else into a new comment {@code {[%cal Ge2e4]}} just after the move (and
 * its suffix and NAGs). A comment left with nothing in it is removed.
 */
public final class AnnotationWriter {

    private AnnotationWriter() {
    }

    /** The replacement that makes the comments of {@code node} write {@code annotations}. */
    public static TextReplacement edit(WrittenNode node, Annotations annotations, BoardShape shape) {
        String commands = annotations.commands(shape);
        Token first = null;
        for (Token comment : node.comments()) {
            if (!comment.text().startsWith("{")) {
                continue;
            }
            if (first == null) {
                first = comment;
            }
            if (holdsDrawing(comment.text())) {
                return rewrite(comment, commands, comment == node.comments().get(0) && comment.offset() > endOfMove(node));
            }
        }
        if (first != null) {
            return commands.isEmpty() ? new TextReplacement(first.offset() + 1, 0, "")
                    : new TextReplacement(first.offset() + 1, 0, commands + " ");
        }
        return new TextReplacement(endOfMove(node), 0, commands.isEmpty() ? "" : " {" + commands + "}");
    }

    private static boolean holdsDrawing(String comment) {
        Matcher m = Comments.COMMAND.matcher(comment);
        while (m.find()) {
            if (m.group(1).equals("cal") || m.group(1).equals("csl")) {
                return true;
            }
        }
        return false;
    }

    private static TextReplacement rewrite(Token comment, String commands, boolean spaceBefore) {
        String inside = Comments.inside(comment.text());
        StringBuilder rest = new StringBuilder();
        Matcher m = Comments.COMMAND.matcher(inside);
        int last = 0;
        while (m.find()) {
            if (m.group(1).equals("cal") || m.group(1).equals("csl")) {
                rest.append(inside, last, m.start());
                last = m.end();
            }
        }
        rest.append(inside.substring(last));
        String others = rest.toString().replaceAll("\\s{2,}", " ").trim();
        String body = (commands + " " + others).trim();
        if (body.isEmpty()) {
            // nothing left: the comment goes, with the space between the move and it
            int from = spaceBefore ? comment.offset() - 1 : comment.offset();
            return new TextReplacement(from, comment.end() - from, "");
        }
        return new TextReplacement(comment.offset(), comment.length(), "{" + body + "}");
    }

    /** The end of the move as written with what is glued to it before its comments. */
    private static int endOfMove(WrittenNode node) {
        int end = node.move().end();
        if (node.suffix() != null) {
            end = Math.max(end, node.suffix().end());
        }
        for (Token nag : node.nags()) {
            end = Math.max(end, nag.end());
        }
        if (node.drawOffer() != null) {
            end = Math.max(end, node.drawOffer().end());
        }
        return end;
    }
}
