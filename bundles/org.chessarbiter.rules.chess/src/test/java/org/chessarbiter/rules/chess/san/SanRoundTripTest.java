package org.chessarbiter.rules.chess.san;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.chess.ChessMove;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.Oracles;
import org.chessarbiter.rules.chess.StartPositions;
import org.chessarbiter.rules.chess.fen.Fen;
import org.junit.jupiter.api.Test;

/** Every legal move of many positions round-trips through SAN in every locale, and through UCI. */
class SanRoundTripTest {

    static List<ChessPosition> positions() throws IOException {
        List<ChessPosition> roots = new ArrayList<>();
        for (Oracles.PerftRow r : Oracles.chessPerft()) {
            roots.add(Fen.parse(r.fen()).value());
        }
        roots.add(StartPositions.chess960(0));
        roots.add(StartPositions.chess960(959));
        List<ChessPosition> out = new ArrayList<>(roots);
        SplittableRandom rnd = new SplittableRandom(7);
        for (ChessPosition root : roots) {
            for (int walk = 0; walk < 6; walk++) {
                ChessPosition p = root;
                for (int ply = 0; ply < 40 && !p.legalMoves().isEmpty(); ply++) {
                    p = p.play(p.legalMoves().get(rnd.nextInt(p.legalMoves().size())));
                    out.add(p);
                }
            }
        }
        return out;
    }

    @Test
    void everyLegalMoveRoundTripsInEveryLocaleAndStyle() throws IOException {
        List<SanStyle> styles = new ArrayList<>(List.of(SanStyle.PGN));
        for (PieceLetters l : PieceLetters.ALL) {
            styles.add(SanStyle.scoresheet(l));
            styles.add(new SanStyle(l, false, true));
        }
        int checked = 0;
        for (ChessPosition p : positions()) {
            for (ChessMove m : p.legalMoves()) {
                for (SanStyle style : styles) {
                    San san = San.of(style);
                    String text = san.format(p, m);
                    ParseResult<ChessMove> back = san.parse(p, text);
                    assertEquals(m, back.value(), () -> style + " " + text + " in " + p);
                    assertTrue(back.problems().isEmpty(), () -> text + " " + back.problems());
                    checked++;
                }
                if (!m.castling() || m.kingTo() != m.to() && (m.from() & 7) == 4) {
                    // standard UCI names castling by the king's destination, which is ambiguous in
                    // some Chess960 positions; there engines use the Chess960 form checked below
                    assertEquals(m, Uci.standard().parse(p, Uci.standard().format(p, m)).value());
                }
                assertEquals(m, Uci.chess960().parse(p, Uci.chess960().format(p, m)).value());
            }
        }
        assertTrue(checked > 100_000, "checked " + checked);
    }
}
