package org.chessarbiter.rules.xiangqi.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.xiangqi.XiangqiMove;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;
import org.chessarbiter.rules.xiangqi.fen.XiangqiFen;
import org.junit.jupiter.api.Test;

/**
 * WXF and ICCS agree on a self-play corpus: games played by Debian fairy-stockfish, each move
 * written in WXF by ffish (an independent implementation); regenerate with
 * {@code tools/xiangqi-selfplay-corpus}. Every ICCS move is legal here, our WXF text equals ffish's
 * (ffish writes {@code =} for sideways, WXF's {@code .}; and it names a tandem piece by its file when
 * only one of the two can make the move, where the WXF rule writes + or -), and reading ffish's WXF
 * gives the ICCS move.
 */
class SelfPlayCorpusTest {

    static List<String[]> corpus() throws Exception {
        List<String[]> games = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                SelfPlayCorpusTest.class.getResourceAsStream("selfplay-wxf.txt"), StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (!line.startsWith("#") && !line.isBlank()) {
                    games.add(line.split(" \\| "));
                }
            }
        }
        return games;
    }

    @Test
    void wxfAndIccsAgreeOnEveryMove() throws Exception {
        int moves = 0;
        int tandemByFile = 0;
        for (String[] game : corpus()) {
            XiangqiPosition p = XiangqiFen.parse(game[0]).value();
            String[] iccs = game[1].split(" ");
            String[] wxf = game[2].split(" ");
            assertEquals(iccs.length, wxf.length);
            for (int i = 0; i < iccs.length; i++) {
                ParseResult<XiangqiMove> byIccs = XiangqiNotations.ICCS.parse(p, iccs[i]);
                assertTrue(byIccs.isOk(), iccs[i] + " legal in " + XiangqiFen.format(p));
                String theirs = wxf[i];
                XiangqiPosition at = p;
                String ours = XiangqiNotations.WXF.format(p, byIccs.value());
                if (!ours.equals(theirs.replace('=', '.'))) {
                    // ffish names tandem pieces by their file when only one of them can make the move;
                    // the WXF rule (and we) always write + / - for tandem pieces
                    String byFile = WxfDialect.INSTANCE.render(RelativeMoves.describeByFile(p, byIccs.value()));
                    assertEquals(theirs.replace('=', '.'), byFile, () -> theirs + " in " + XiangqiFen.format(at));
                    assertTrue(ours.matches("[A-Z1-9][+-].*|[+-]{2}.*"), ours);
                    tandemByFile++;
                }
                assertEquals(byIccs.value(), XiangqiNotations.WXF.parse(p, theirs).value(), () -> theirs + " in " + XiangqiFen.format(at));
                p = p.play(byIccs.value());
                moves++;
            }
        }
        assertTrue(moves > 1000, "corpus has " + moves + " moves");
        assertTrue(tandemByFile < moves / 20, tandemByFile + " tandem moves written by file");
    }
}
