package org.chessarbiter.rules.chess.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.chess.ChessMove;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.fen.Fen;
import org.chessarbiter.rules.chess.game.ChessKind;
import org.chessarbiter.rules.chess.san.PieceLetters;
import org.chessarbiter.rules.chess.san.San;
import org.chessarbiter.rules.chess.san.SanStyle;
import org.chessarbiter.rules.chess.san.Uci;
import org.chessarbiter.rules.notation.MoveNotation;

/**
 * Fuzzes every chess move notation (SAN in each language's letters, Vietnamese letters included, UCI,
 * Chess960 UCI, castling with zeros) on positions reached by random legal moves from a few starts: any text gives a legal
 * move or located problems, never an exception; a move read is written back to a text that reads the
 * same move; every legal move written reads back to itself. Inputs: {@code ChessNotationFuzzTestInputs/}.
 */
class ChessNotationFuzzTest {

    private static final List<String> STARTS = List.of(Fen.INITIAL,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");

    private static final List<MoveNotation<ChessPosition, ChessMove>> NOTATIONS = notations();

    private static List<MoveNotation<ChessPosition, ChessMove>> notations() {
        List<MoveNotation<ChessPosition, ChessMove>> all = new java.util.ArrayList<>(ChessKind.INSTANCE.notations());
        all.add(San.of(new SanStyle(PieceLetters.ENGLISH, true, false)));
        all.add(Uci.standard());
        all.add(Uci.chess960());
        return List.copyOf(all);
    }

    @FuzzTest(maxDuration = "5m")
    void everyNotationAnswersEveryText(FuzzedDataProvider data) {
        ChessPosition p = Fen.parse(STARTS.get(data.consumeInt(0, STARTS.size() - 1))).value();
        int plies = data.consumeInt(0, 60);
        for (int i = 0; i < plies && !p.legalMoves().isEmpty(); i++) {
            List<ChessMove> moves = p.legalMoves();
            p = p.play(moves.get(data.consumeInt(0, moves.size() - 1)));
        }
        MoveNotation<ChessPosition, ChessMove> notation = NOTATIONS.get(data.consumeInt(0, NOTATIONS.size() - 1));
        String text = data.consumeRemainingAsString();
        ParseResult<ChessMove> read = notation.parse(p, text);
        read.problems().forEach(ChessPgnFuzzTest::printable);
        if (read.value() != null) {
            ChessMove m = read.value();
            assertTrue(p.isLegal(m), () -> notation.id() + " read a move that is not legal: " + text);
            String written = notation.format(p, m);
            assertEquals(m, notation.parse(p, written).value(), () -> notation.id() + ": " + text + " written as " + written);
        }
        for (ChessMove m : p.legalMoves()) {
            String written = notation.format(p, m);
            ChessPosition at = p;
            assertEquals(m, notation.parse(p, written).value(),
                    () -> notation.id() + ": " + written + " in " + Fen.format(at));
        }
    }
}
