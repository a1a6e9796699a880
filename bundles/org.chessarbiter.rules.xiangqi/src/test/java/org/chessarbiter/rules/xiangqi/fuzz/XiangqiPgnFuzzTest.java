package org.chessarbiter.rules.xiangqi.fuzz;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.game.Finding;
import org.chessarbiter.rules.game.GameCheck;
import org.chessarbiter.rules.game.GameKinds;
import org.chessarbiter.rules.game.GameReplay;
import org.chessarbiter.rules.game.PgnGames;
import org.chessarbiter.rules.game.WrittenGame;
import org.chessarbiter.rules.pgn.PgnReader;
import org.chessarbiter.rules.xiangqi.game.XiangqiKind;

/**
 * Fuzzes the PGN reader and THE game replay with xiangqi: any text (read as a {@code .pgn} and as a
 * {@code .bienban} file) gives games and located problems, never an exception, and every finding
 * can be printed in English and Vietnamese. Inputs: {@code XiangqiPgnFuzzTestInputs/}.
 */
class XiangqiPgnFuzzTest {

    private static final GameKinds XIANGQI = GameKinds.of(XiangqiKind.INSTANCE);

    @FuzzTest(maxDuration = "5m")
    void pgnReaderAndReplayAnswerEveryText(byte[] bytes) {
        String text = new String(bytes, StandardCharsets.UTF_8);
        for (String extension : List.of("pgn", "bienban")) {
            List<WrittenGame> games = new ArrayList<>();
            List<Problem> syntax = new ArrayList<>();
            PgnReader.readAll(new StringReader(text), new PgnGames(extension, games::add, syntax::add));
            syntax.forEach(XiangqiPgnFuzzTest::printable);
            for (WrittenGame game : games) {
                GameReplay<?, ?> replay = GameCheck.check(XIANGQI, game, Optional.empty());
                replay.findings().stream().map(Finding::problem).forEach(XiangqiPgnFuzzTest::printable);
                assertNotNull(replay.mainLine());
            }
        }
    }

    static void printable(Problem p) {
        assertNotNull(p.text(Locale.ENGLISH));
        assertNotNull(p.text(Locale.forLanguageTag("vi")));
    }
}
