package org.chessarbiter.workspace.ui.board;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;

import org.chessarbiter.rules.game.Token;

/**
 * The arrows and circles of a move's comments, in the PGN comment convention lichess, ChessBase and En Croissant
 * write: {@code [%cal Ge2e4,Rd7d5]} (coloured arrows from a square to another) and {@code [%csl Gd4]} (coloured
 * circles); squares are named as the game's coordinate notation names them ({@link BoardShape#square}: a1-h8
 * for chess, the ICCS a0-i9 of the xiangqi PGN tools). Immutable; the toggling methods give a new value.
 *
 * @param arrows the arrows, in their written order
 * @param circles the circled squares, in their written order
 */
public record Annotations(List<Arrow> arrows, List<Circle> circles) {

    /** No arrow and no circle. */
    public static final Annotations NONE = new Annotations(List.of(), List.of());

    /** The colours of the convention: green, red, yellow, blue. */
    public enum Colour {
        GREEN('G'), RED('R'), YELLOW('Y'), BLUE('B');

        private final char letter;

        Colour(char letter) {
            this.letter = letter;
        }

        /** The letter the convention writes. */
        public char letter() {
            return letter;
        }

        static Optional<Colour> of(char letter) {
            for (Colour c : values()) {
                if (c.letter == Character.toUpperCase(letter)) {
                    return Optional.of(c);
                }
            }
            return Optional.empty();
        }
    }

    /** An arrow from a square to another. */
    public record Arrow(Colour colour, Square from, Square to) {
    }

    /** A circled square. */
    public record Circle(Colour colour, Square square) {
    }

    /** The annotations of {@code comments} (a move's comments as written); unreadable entries are left out. */
    public static Annotations of(List<Token> comments, BoardShape shape) {
        List<Arrow> arrows = new ArrayList<>();
        List<Circle> circles = new ArrayList<>();
        for (Token comment : comments) {
            Matcher m = Comments.COMMAND.matcher(comment.text());
            while (m.find()) {
                boolean arrow = m.group(1).equals("cal");
                if (!arrow && !m.group(1).equals("csl")) {
                    continue;
                }
                for (String item : m.group(2).split("[,\\s]+")) {
                    Optional<Colour> colour = item.isEmpty() ? Optional.empty() : Colour.of(item.charAt(0));
                    Optional<Square> from = shape.square(item, 1);
                    if (colour.isEmpty() || from.isEmpty()) {
                        continue;
                    }
                    if (arrow) {
                        shape.square(item, 3).filter(to -> item.length() == 5)
                                .ifPresent(to -> arrows.add(new Arrow(colour.get(), from.get(), to)));
                    } else if (item.length() == 3) {
                        circles.add(new Circle(colour.get(), from.get()));
                    }
                }
            }
        }
        return new Annotations(List.copyOf(arrows), List.copyOf(circles));
    }

    public boolean isEmpty() {
        return arrows.isEmpty() && circles.isEmpty();
    }

    /**
     * Drawing an arrow the way lichess does: a new arrow is added; the same arrow in the same colour is removed; in
     * another colour it is recoloured.
     */
    public Annotations toggle(Arrow arrow) {
        List<Arrow> next = new ArrayList<>();
        boolean same = false;
        for (Arrow a : arrows) {
            if (a.from().equals(arrow.from()) && a.to().equals(arrow.to())) {
                same = a.colour() == arrow.colour();
            } else {
                next.add(a);
            }
        }
        if (!same) {
            next.add(arrow);
        }
        return new Annotations(List.copyOf(next), circles);
    }

    /** Circling a square: as {@link #toggle(Arrow)}. */
    public Annotations toggle(Circle circle) {
        List<Circle> next = new ArrayList<>();
        boolean same = false;
        for (Circle c : circles) {
            if (c.square().equals(circle.square())) {
                same = c.colour() == circle.colour();
            } else {
                next.add(c);
            }
        }
        if (!same) {
            next.add(circle);
        }
        return new Annotations(arrows, List.copyOf(next));
    }

    /** The commands writing these annotations ({@code [%csl Gd4] [%cal Ge2e4,Rd7d5]}), empty when there are none. */
    public String commands(BoardShape shape) {
        List<String> parts = new ArrayList<>();
        if (!circles.isEmpty()) {
            Set<String> items = new LinkedHashSet<>();
            circles.forEach(c -> items.add(c.colour().letter() + shape.name(c.square())));
            parts.add("[%csl " + String.join(",", items) + "]");
        }
        if (!arrows.isEmpty()) {
            Set<String> items = new LinkedHashSet<>();
            arrows.forEach(a -> items.add(a.colour().letter() + shape.name(a.from()) + shape.name(a.to())));
            parts.add("[%cal " + String.join(",", items) + "]");
        }
        return String.join(" ", parts);
    }
}
