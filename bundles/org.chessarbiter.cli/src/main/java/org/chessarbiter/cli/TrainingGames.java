package org.chessarbiter.cli;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

import org.chessarbiter.rules.GameRules;
import org.chessarbiter.rules.History;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.game.GameKind;
import org.chessarbiter.rules.notation.MoveNotation;

/**
 * Games of a kind played at random by its rules and written as a PGN database exports them: the seven tags, a
 * clock reading ({@code [%clk h:mm:ss]}) after every move within the time control of the {@code TimeControl} tag,
 * lines of at most 79 characters. A game ends where its rules end it (checkmate, stalemate, a dead position,
 * repetition or move-count rules) with that result, or after a number of moves drawn at random with a result drawn
 * at random (a resignation, an agreed draw). What the validate command learns from ({@link ValidateTraining}): every
 * check of a game's moves, endings, claims and clocks runs on them, and none of them is a file a user gave.
 */
final class TrainingGames {

    /** The time control of the games: 90 minutes and 30 seconds a move (FIDE's standard one). */
    private static final long BASE = 5400;
    private static final long INCREMENT = 30;
    private static final String[] RESULTS = {"1-0", "0-1", "1/2-1/2"};
    private static final int WIDTH = 79;

    private TrainingGames() {
    }

    /** Writes {@code games} games of {@code kind}, the same for the same {@code seed}, to {@code out}. */
    static <P extends Position<P, M>, M extends Move> void write(GameKind<P, M> kind, int games, long seed,
            Appendable out) throws IOException {
        SplittableRandom random = new SplittableRandom(seed);
        GameRules<?, P, M> rules = kind.rules(Map.of());
        MoveNotation<P, M> notation = kind.pgnNotation();
        StringBuilder tags = new StringBuilder();
        kind.pgnTags(notation).forEach((name, value) -> tags.append('[').append(name).append(" \"").append(value)
                .append("\"]\n"));
        for (int g = 1; g <= games; g++) {
            Lines moves = new Lines();
            String result = play(rules, kind, notation, random, moves);
            out.append("[Event \"Training\"]\n[Site \"?\"]\n[Date \"2026.01.01\"]\n[Round \"").append(Integer.toString(g))
                    .append("\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"").append(result)
                    .append("\"]\n[TimeControl \"").append(BASE + "+" + INCREMENT).append("\"]\n").append(tags)
                    .append('\n');
            moves.word(result);
            out.append(moves.text()).append("\n\n");
        }
    }

    /** Plays one game into {@code moves}; returns its result. */
    private static <P extends Position<P, M>, M extends Move> String play(GameRules<?, P, M> rules,
            GameKind<P, M> kind, MoveNotation<P, M> notation, SplittableRandom random, Lines moves) {
        List<P> positions = new ArrayList<>();
        List<M> played = new ArrayList<>();
        P position = rules.initialPosition();
        positions.add(position);
        long[] clock = {BASE, BASE};
        int length = 40 + random.nextInt(200);
        for (int ply = 0;; ply++) {
            Optional<Outcome> end = rules.automaticOutcome(History.ofGrowing(positions, played));
            if (end.isPresent()) {
                return end.get().score();
            }
            List<M> legal = rules.legalMoves(position);
            if (ply == length || legal.isEmpty()) {
                return RESULTS[random.nextInt(RESULTS.length)];
            }
            M move = legal.get(random.nextInt(legal.size()));
            int side = position.turn() == Side.FIRST ? 0 : 1;
            if (side == 0) {
                moves.word(kind.moveNumber(position) + ".");
            }
            moves.word(notation.format(position, move));
            clock[side] = Math.max(0, clock[side] - random.nextInt(76)) + INCREMENT;
            long c = clock[side];
            moves.word("{[%clk");
            moves.word(c / 3600 + ":" + two(c / 60 % 60) + ":" + two(c % 60) + "]}");
            position = rules.play(position, move);
            positions.add(position);
            played.add(move);
        }
    }

    private static String two(long n) {
        return n < 10 ? "0" + n : Long.toString(n);
    }

    /** Words joined by spaces into lines of at most {@link #WIDTH} characters. */
    private static final class Lines {
        private final StringBuilder text = new StringBuilder();
        private int lineStart;

        void word(String word) {
            if (text.length() > lineStart) {
                if (text.length() - lineStart + 1 + word.length() > WIDTH) {
                    text.append('\n');
                    lineStart = text.length();
                } else {
                    text.append(' ');
                }
            }
            text.append(word);
        }

        String text() {
            return text.toString();
        }
    }
}
