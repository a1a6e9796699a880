import java.util.List;
import java.util.Locale;
import org.chessarbiter.engine.EngineException;
import org.chessarbiter.engine.chess.ChessEngines;
import org.chessarbiter.engine.xiangqi.XiangqiEngines;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.chess.ChessMove;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.ChessRules;
import org.chessarbiter.rules.chess.san.San;
import org.chessarbiter.rules.notation.MoveNotation;
import org.chessarbiter.rules.xiangqi.XiangqiMove;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;
import org.chessarbiter.rules.xiangqi.XiangqiRules;
import org.chessarbiter.rules.xiangqi.notation.XiangqiNotations;

/**
 * The games of the examples: chess in Vietnamese algebraic notation (V Vua, H Hậu, X Xe, T Tượng, M Mã, ":" for a
 * capture, 0-0), xiangqi in the short Vietnamese notation of Luật cờ Tướng 2004 Điều 11.2 (P2-5, M2.3), both played
 * by the embedded engine against itself at a level that follows the players' ratings.
 */
final class Games {

    /** Vietnamese SAN as the scoresheets write it: the locale's letters and ":" for a capture. */
    static final MoveNotation<ChessPosition, ChessMove> CHESS_VI = new MoveNotation<>() {
        private final San san = San.forLocale(Locale.forLanguageTag("vi"));

        @Override
        public String id() {
            return "san-vi-colon";
        }

        @Override
        public ParseResult<ChessMove> parse(ChessPosition position, CharSequence text) {
            return san.parse(position, text);
        }

        @Override
        public String format(ChessPosition position, ChessMove move) {
            return san.format(position, move).replace('x', ':');
        }
    };

    private static final SelfPlay<ChessPosition, ChessMove> CHESS = new SelfPlay<>(ChessRules.fide2018(), CHESS_VI,
            ChessEngines.INSTANCE::embedded);
    private static final SelfPlay<XiangqiPosition, XiangqiMove> XIANGQI = new SelfPlay<>(XiangqiRules.LAW_2004,
            XiangqiNotations.VIETNAMESE_SHORT, XiangqiEngines.INSTANCE::embedded);

    private Games() {
    }

    /** The engine level of a player of {@code rating} (unrated: the weakest). */
    static int level(int rating) {
        return rating >= 2350 ? 4 : rating >= 2100 ? 3 : rating >= 1800 ? 2 : 1;
    }

    static SelfPlay.Played chess(int whiteLevel, int blackLevel, long seed) throws EngineException {
        return CHESS.play(whiteLevel, blackLevel, seed);
    }

    static SelfPlay.Played xiangqi(int redLevel, int blackLevel, long seed) throws EngineException {
        return XIANGQI.play(redLevel, blackLevel, seed);
    }

    /**
     * The scoresheet of a game played: its moves, the comment of its end (a resignation, an agreed draw with the
     * offer marked, a checkmate) and its result; {@code first} / {@code second} name the sides (Trắng / Đen, Đỏ / Đen).
     */
    static Scoresheet sheet(SelfPlay.Played g, boolean xiangqi, String first, String second) {
        Scoresheet s = new Scoresheet(xiangqi);
        s.moves.addAll(g.moves());
        s.result = g.result();
        switch (g.ending()) {
            case RESIGNATION -> s.comment = (g.resigned() == org.chessarbiter.rules.Side.FIRST ? first : second) + " xin thua";
            case AGREED_DRAW -> {
                s.comment = "Hai bên thỏa thuận hòa";
                s.drawOfferAfter = g.moves().size() - 1;
            }
            case RULES -> s.comment = ending(g, xiangqi);
        }
        return s;
    }

    private static String ending(SelfPlay.Played g, boolean xiangqi) {
        String id = g.outcome().map(o -> o.termination().id()).orElse("");
        return switch (id) {
            case "CHECKMATE" -> g.result().equals("1/2-1/2") ? "" : xiangqi ? "Chiếu bí" : "Chiếu hết";
            case "PERPETUAL_CHECK" -> "Chiếu dai, xử thua";
            case "PERPETUAL_CHASE" -> "Đuổi dai, xử thua";
            case "REPETITION" -> "Hai bên lặp lại nước đi, xử hòa";
            case "MOVE_LIMIT" -> "Hết số nước quy định, hòa";
            case "STALEMATE" -> xiangqi ? "Hết nước đi, xử thua" : "Hết nước đi, hòa";
            case "DEAD_POSITION" -> "Không bên nào còn khả năng chiếu hết: hòa";
            case "THREEFOLD_REPETITION", "FIVEFOLD_REPETITION" -> "Thế cờ lặp lại, hòa";
            case "FIFTY_MOVES", "SEVENTY_FIVE_MOVES" -> "Hòa theo luật 50 nước";
            default -> "";
        };
    }

    /** The plies of {@code moves} joined, for messages. */
    static String join(List<String> moves) {
        return String.join(" ", moves);
    }
}
