package org.chessarbiter.rules.chess.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.san.San;
import org.junit.jupiter.api.Test;

/** The per-line claim test answers as {@link ChessKind#claimPossible} does after every move of a growing line. */
class RepetitionWindowTest {

    @Test
    void answersAsTheWholeWindowDoes() {
        // knights out and back (a repetition), a pawn move (the window starts again), and the dance once more
        String moves = "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 e4 e5 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nc3 Nc6 Nb1 Nb8 d4 d5";
        List<ChessPosition> line = new ArrayList<>(List.of(ChessPosition.initial()));
        Predicate<List<ChessPosition>> growing = ChessKind.INSTANCE.claimPossibleInOneLine();
        int yes = 0;
        for (String san : moves.split(" ")) {
            ChessPosition p = line.get(line.size() - 1);
            line.add(p.play(San.pgn().parse(p, san).value()));
            boolean expected = ChessKind.INSTANCE.claimPossible(line);
            assertEquals(expected, growing.test(line), "after " + san + " (" + line.size() + " positions)");
            yes += expected ? 1 : 0;
        }
        assertTrue(yes > 0, "the line holds repetitions");
        assertEquals(false, ChessKind.INSTANCE.claimPossible(line), "the last pawn move starts the window again");
    }

    @Test
    void anotherLineStartsAgain() {
        Predicate<List<ChessPosition>> growing = ChessKind.INSTANCE.claimPossibleInOneLine();
        List<ChessPosition> first = new ArrayList<>(List.of(ChessPosition.initial()));
        for (String san : "Nf3 Nf6 Ng1 Ng8".split(" ")) {
            ChessPosition p = first.get(first.size() - 1);
            first.add(p.play(San.pgn().parse(p, san).value()));
            growing.test(first);
        }
        assertTrue(growing.test(first));
        List<ChessPosition> second = new ArrayList<>(first.subList(0, 2));
        assertEquals(ChessKind.INSTANCE.claimPossible(second), growing.test(second));
    }
}
