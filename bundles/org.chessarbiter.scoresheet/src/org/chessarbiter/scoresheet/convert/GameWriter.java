package org.chessarbiter.scoresheet.convert;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.game.GameKind;
import org.chessarbiter.rules.game.GameReplay;
import org.chessarbiter.rules.game.ReplayedMove;
import org.chessarbiter.rules.game.Token;
import org.chessarbiter.rules.game.WrittenLine;
import org.chessarbiter.rules.game.WrittenNode;
import org.chessarbiter.rules.game.WrittenTag;
import org.chessarbiter.rules.notation.MoveNotation;

/**
 * Writes a replayed game in another notation and syntax: {@code .bienban} to PGN (English SAN for
 * chess; ICCS or WXF for xiangqi) and back, notation style to style, locale to locale. Every move the
 * engine played is written in the target notation; comments (clock commands included), NAGs,
 * suffixes, variations, draw offers and the result are kept; move numbers are written anew. A move the
 * engine could not play is written as it was, so nothing the user wrote is lost.
 */
public final class GameWriter {
    private static final List<String> ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");

    private GameWriter() {
    }

    /**
     * {@code replay}'s game written in the notation {@code notationId} (a notation id of the game's kind,
     * e.g. {@code san-en}, {@code san-vi}, {@code iccs}, {@code wxf}, {@code vi-short}); when the kind
     * has no such notation: PGN's notation for {@link Syntax#PGN}, else the game's own.
     */
    public static String write(GameReplay<?, ?> replay, String notationId, Syntax syntax) {
        StringBuilder out = new StringBuilder(1024);
        write(replay, notationId, syntax, out);
        return out.toString();
    }

    /** Appends the game to {@code out}. */
    public static void write(GameReplay<?, ?> replay, String notationId, Syntax syntax, StringBuilder out) {
        new Run<>(replay, syntax, out).write(notationId);
    }

    /** The notation of {@code kind} with {@code id}, if any. */
    public static <P extends Position<P, M>, M extends Move> Optional<MoveNotation<P, M>> notation(GameKind<P, M> kind,
            String id) {
        return kind.notations().stream().filter(n -> n.id().equals(id)).findFirst();
    }

    /** One writing of one game. */
    private static final class Run<P extends Position<P, M>, M extends Move> {
        private final GameReplay<P, M> replay;
        private final Syntax syntax;
        private final StringBuilder out;
        private MoveNotation<P, M> target;
        private MovetextWriter text;

        Run(GameReplay<P, M> replay, Syntax syntax, StringBuilder out) {
            this.replay = replay;
            this.syntax = syntax;
            this.out = out;
        }

        void write(String notationId) {
            GameKind<P, M> kind = replay.kind();
            MoveNotation<P, M> own = replay.notation() != null ? replay.notation() : kind.notations().get(0);
            target = notation(kind, notationId).orElse(syntax == Syntax.PGN ? kind.pgnNotation() : own);
            tags(kind);
            text = new MovetextWriter(out);
            P start = replay.startOf(replay.game().main());
            int number = start == null ? 1 : kind.moveNumber(start);
            boolean second = start != null && start.turn() == Side.SECOND;
            line(replay.game().main(), number, second);
            Token result = replay.game().result();
            text.token(result == null ? "*" : replay.game().resultScore());
            text.end();
        }

        private void tags(GameKind<P, M> kind) {
            Map<String, String> tags = new LinkedHashMap<>();
            String result = replay.game().result() == null ? "*" : replay.game().resultScore();
            if (syntax == Syntax.PGN) {
                for (String name : ROSTER) {
                    tags.put(name, name.equals("Date") ? "????.??.??" : "?");
                }
            }
            for (WrittenTag t : replay.game().tags()) {
                tags.put(t.name(), t.value());
            }
            if (syntax == Syntax.PGN || tags.containsKey("Result")) {
                tags.put("Result", result);
            }
            if (syntax == Syntax.PGN || !kind.pgnTags(target).isEmpty() && (tags.containsKey("Format") || tags.containsKey("Game"))) {
                tags.putAll(kind.pgnTags(target));
            }
            for (Map.Entry<String, String> t : tags.entrySet()) {
                out.append('[').append(t.getKey()).append(" \"")
                        .append(t.getValue().replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n");
            }
            if (!tags.isEmpty()) {
                out.append('\n');
            }
        }

        /** Writes a line whose first move is move {@code number} of the first or second side; returns nothing. */
        private void line(WrittenLine line, int number, boolean second) {
            for (Token c : line.leadingComments()) {
                comment(c);
            }
            boolean needNumber = true;
            for (WrittenNode node : line.nodes()) {
                if (!second) {
                    text.token(number + ".");
                } else if (needNumber) {
                    text.token(number + "...");
                }
                needNumber = false;
                Optional<ReplayedMove<P, M>> m = replay.move(node);
                String move = m.map(r -> target.format(r.before(), r.move())).orElse(node.move().text());
                if (node.suffix() != null && syntax == Syntax.SCORESHEET) {
                    move += node.suffix().text();
                }
                text.token(move);
                if (node.suffix() != null && syntax == Syntax.PGN) {
                    text.token(MovetextWriter.GLYPH_NAGS.getOrDefault(node.suffix().text(), "$0"));
                }
                for (Token nag : node.nags()) {
                    text.token(nag.text());
                }
                if (node.drawOffer() != null) {
                    text.token(syntax == Syntax.PGN ? "{(=)}" : "(=)");
                }
                for (Token c : node.comments()) {
                    comment(c);
                    needNumber = true;
                }
                for (WrittenLine v : node.variations()) {
                    text.token("(");
                    line(v, number, second);
                    text.glued(")");
                    needNumber = true;
                }
                number += second ? 1 : 0;
                second = !second;
            }
        }

        private void comment(Token c) {
            String inner = inner(c.text());
            if (syntax == Syntax.SCORESHEET && inner.equals("(=)")) {
                text.token("(=)");
                return;
            }
            text.token("{" + inner.replace("}", ")") + "}");
        }
    }

    /** The text of a comment without its delimiters, trimmed. */
    public static String inner(String comment) {
        String s = comment;
        if (s.startsWith("{")) {
            s = s.substring(1, s.endsWith("}") ? s.length() - 1 : s.length());
        } else if (s.startsWith(";")) {
            s = s.substring(1);
        }
        return s.trim();
    }

    /** Each game written, one after the other. */
    public static String writeAll(List<GameReplay<?, ?>> replays, String notationId, Syntax syntax) {
        StringBuilder out = new StringBuilder();
        for (GameReplay<?, ?> r : new ArrayList<>(replays)) {
            write(r, notationId, syntax, out);
        }
        return out.toString();
    }
}
