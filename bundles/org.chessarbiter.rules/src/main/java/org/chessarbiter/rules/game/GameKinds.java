package org.chessarbiter.rules.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.notation.MoveNotation;

/**
 * The games a host plays, and which of them a written game is: from its tags ({@code Variant},
 * {@code Game}, the number of ranks of a {@code FEN}), else from its first move (the first game whose
 * notations read it from the start position), else the first game (the default).
 */
public final class GameKinds {
    private final List<GameKind<?, ?>> kinds;
    /**
     * Each game's start position, in the order of {@link #kinds}: the first move of every game without tags that
     * tell is read from it, made once (a position is immutable and may be shared between threads).
     */
    private final List<Position<?, ?>> starts;

    private GameKinds(List<GameKind<?, ?>> kinds) {
        if (kinds.isEmpty()) {
            throw new IllegalArgumentException("no game");
        }
        this.kinds = List.copyOf(kinds);
        List<Position<?, ?>> s = new ArrayList<>();
        for (GameKind<?, ?> k : kinds) {
            s.add(k.start(null).value());
        }
        this.starts = List.copyOf(s);
    }

    /** These games, the first the default. */
    public static GameKinds of(GameKind<?, ?>... kinds) {
        return new GameKinds(List.of(kinds));
    }

    /** The games, the default first. */
    public List<GameKind<?, ?>> all() {
        return kinds;
    }

    /** The game of {@code game}; empty when its Variant tag names a game none of these is. */
    public Optional<GameKind<?, ?>> detect(WrittenGame game) {
        Optional<String> variant = game.tagValue("Variant").or(() -> game.tagValue("Game"));
        if (variant.isPresent() && !variant.get().isBlank()) {
            String v = variant.get().trim().toLowerCase(Locale.ROOT);
            for (GameKind<?, ?> k : kinds) { // loops, not streams, here and below: asked of every game checked
                if (k.variantNames().contains(v)) {
                    return Optional.of(k);
                }
            }
            return Optional.empty();
        }
        if (kinds.size() == 1) {
            return Optional.of(kinds.get(0));
        }
        Optional<String> fen = game.tagValue("FEN");
        if (fen.isPresent()) {
            String board = fen.get().trim().split("\\s+")[0];
            long ranks = board.chars().filter(c -> c == '/').count() + 1;
            return Optional.of(kinds.stream().filter(k -> k.boardRanks() == ranks).findFirst().orElse(kinds.get(0)));
        }
        if (game.main().nodes().isEmpty()) {
            return Optional.of(kinds.get(0));
        }
        String first = game.main().nodes().get(0).move().text();
        for (int i = 0; i < kinds.size(); i++) {
            if (reads(kinds.get(i), starts.get(i), first)) {
                return Optional.of(kinds.get(i));
            }
        }
        return Optional.of(kinds.get(0));
    }

    @SuppressWarnings("unchecked") // the start of kind, made by it (the constructor)
    private static <P extends Position<P, M>, M extends Move> boolean reads(GameKind<P, M> kind, Position<?, ?> start,
            String text) {
        for (MoveNotation<P, M> n : kind.notations()) {
            if (n.parse((P) start, text).isOk()) {
                return true;
            }
        }
        return false;
    }
}
