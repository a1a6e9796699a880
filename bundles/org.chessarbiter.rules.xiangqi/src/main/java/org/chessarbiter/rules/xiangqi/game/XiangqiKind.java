package org.chessarbiter.rules.xiangqi.game;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chessarbiter.rules.GameRules;
import org.chessarbiter.rules.LawArticle;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.game.GameKind;
import org.chessarbiter.rules.notation.MoveNotation;
import org.chessarbiter.rules.xiangqi.XiangqiLaw;
import org.chessarbiter.rules.xiangqi.XiangqiMessages;
import org.chessarbiter.rules.xiangqi.XiangqiMove;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;
import org.chessarbiter.rules.xiangqi.XiangqiRules;
import org.chessarbiter.rules.xiangqi.fen.XiangqiFen;
import org.chessarbiter.rules.xiangqi.notation.XiangqiNotations;

/**
 * Xiangqi (Luật cờ Tướng 2004) for the game checks ({@code org.chessarbiter.rules.game}): the notations of Điều 11.2 first (Vietnamese
 * short and word forms, Asian signs), then the coordinates of appendix 3, WXF, ICCS and Chinese.
 */
public final class XiangqiKind implements GameKind<XiangqiPosition, XiangqiMove> {
    /** The one instance. */
    public static final XiangqiKind INSTANCE = new XiangqiKind();

    private static final List<MoveNotation<XiangqiPosition, XiangqiMove>> NOTATIONS = List.of(
            XiangqiNotations.VIETNAMESE_SHORT, XiangqiNotations.VIETNAMESE_WORDS, XiangqiNotations.ASIAN,
            XiangqiNotations.VIETNAMESE_COORDINATE, XiangqiNotations.WXF, XiangqiNotations.ICCS, XiangqiNotations.CHINESE);

    private static final Map<String, String> FORMAT_NAMES = Map.of("iccs", "ICCS", "wxf", "WXF", "zh", "Chinese",
            "vi-short", "Vietnamese", "vi-asian", "Asian", "vi-coordinate", "Coordinate");

    private static final List<String> NAMES = List.of("xiangqi", "chinese chess", "cờ tướng", "co tuong", "cotuong",
            "tướng");

    private XiangqiKind() {
    }

    @Override
    public String id() {
        return "xiangqi";
    }

    @Override
    public List<String> variantNames() {
        return NAMES;
    }

    @Override
    public int boardRanks() {
        return 10;
    }

    @Override
    public GameRules<?, XiangqiPosition, XiangqiMove> rules(Map<String, String> tags) {
        return XiangqiRules.LAW_2004;
    }

    @Override
    public ParseResult<XiangqiPosition> start(String fen) {
        return fen == null ? ParseResult.ok(XiangqiRules.LAW_2004.initialPosition()) : XiangqiFen.parse(fen);
    }

    @Override
    public List<MoveNotation<XiangqiPosition, XiangqiMove>> notations() {
        return NOTATIONS;
    }

    @Override
    public MoveNotation<XiangqiPosition, XiangqiMove> scoresheetNotation() {
        return XiangqiNotations.VIETNAMESE_SHORT;
    }

    @Override
    public MoveNotation<XiangqiPosition, XiangqiMove> pgnNotation() {
        return XiangqiNotations.ICCS;
    }

    /** The notation a PGN {@code Format} tag names ({@code ICCS}, {@code WXF}, {@code Vietnamese}...), if any. */
    @Override
    public Optional<MoveNotation<XiangqiPosition, XiangqiMove>> formatNotation(String format) {
        return FORMAT_NAMES.entrySet().stream().filter(e -> e.getValue().equalsIgnoreCase(format.trim()))
                .map(e -> XiangqiNotations.byId(e.getKey())).filter(n -> n != null && NOTATIONS.contains(n)).findFirst();
    }

    @Override
    public List<MoveNotation<XiangqiPosition, XiangqiMove>> pgnNotations() {
        return List.of(XiangqiNotations.ICCS, XiangqiNotations.WXF);
    }

    @Override
    public Map<String, String> pgnTags(MoveNotation<XiangqiPosition, XiangqiMove> notation) {
        return Map.of("Game", "Chinese Chess", "Format", FORMAT_NAMES.getOrDefault(notation.id(), notation.id()));
    }

    @Override
    public String fen(XiangqiPosition position) {
        return XiangqiFen.format(position);
    }

    @Override
    public int moveNumber(XiangqiPosition position) {
        return position.fullmoveNumber();
    }

    @Override
    public boolean claimPossible(List<XiangqiPosition> positions) {
        return true;
    }

    /** The repetition verdicts of Điều 22-24 need the history: nothing cheaper is known. */
    @Override
    public boolean endPossible(List<XiangqiPosition> positions) {
        return true;
    }

    @Override
    public LawArticle timeControlArticle(GameRules<?, XiangqiPosition, XiangqiMove> rules) {
        return XiangqiLaw.article("Điều 10.1.2");
    }

    @Override
    public Message sideName(Side side) {
        return XiangqiMessages.of("side." + side.name());
    }
}
