package org.chessarbiter.editor.tests;

import java.util.List;
import java.util.Random;

import org.chessarbiter.rules.chess.ChessMove;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.ChessRules;
import org.chessarbiter.rules.chess.san.San;

/**
 * Legal chess games written as PGN movetext, played by the chess engine with seeded random choices (the
 * same seed gives the same games).
 */
final class RandomGames {

    private final Random random;

    RandomGames(long seed) {
        random = new Random(seed);
    }

    /** Up to {@code plies} legal moves from the initial position, as SAN tokens. */
    List<String> moves(int plies) {
        ChessPosition position = ChessRules.fide2018().initialPosition();
        String[] sans = new String[plies];
        int played = 0;
        while (played < plies) {
            List<ChessMove> legal = position.legalMoves();
            if (legal.isEmpty()) {
                break;
            }
            ChessMove move = legal.get(random.nextInt(legal.size()));
            sans[played++] = San.pgn().format(position, move);
            position = position.play(move);
        }
        return List.of(java.util.Arrays.copyOf(sans, played));
    }

    /** Movetext with move numbers: "1. e4 e5 2. Nf3 ..." ; {@code annotate} adds a comment and a NAG every few moves. */
    static String movetext(List<String> sans, boolean annotate) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < sans.size(); i++) {
            if (i % 2 == 0) {
                text.append(i / 2 + 1).append(". ");
            }
            text.append(sans.get(i)).append(' ');
            if (annotate && i % 7 == 3) {
                text.append("$1 {nước ").append(i + 1).append(": giữ thế trận} ");
            }
            if (i % 12 == 11) {
                text.append('\n');
            }
        }
        return text.toString();
    }
}
