package org.chessarbiter.rules.xiangqi.notation;

import java.util.List;
import org.chessarbiter.rules.notation.MoveNotation;
import org.chessarbiter.rules.xiangqi.XiangqiMove;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;

/** Every xiangqi move notation of this bundle, each a parse/format pair. */
public final class XiangqiNotations {
    /** Vietnamese short form, Điều 11.2a: {@code P2-5 M2.3}, {@code Pt/1}, {@code Bg.1}. */
    public static final RelativeNotation VIETNAMESE_SHORT = new RelativeNotation(CompactDialect.VIETNAMESE);
    /** Vietnamese word form, Điều 11.2a: {@code Pháo 2 bình 5}. */
    public static final RelativeNotation VIETNAMESE_WORDS = new RelativeNotation(WordDialect.INSTANCE);
    /** Asian/international signs, Điều 11.2b: {@code P2=5 M2+3}. */
    public static final RelativeNotation ASIAN = new RelativeNotation(CompactDialect.ASIAN);
    /** WXF: {@code C2.5 H8+7}. */
    public static final RelativeNotation WXF = new RelativeNotation(WxfDialect.INSTANCE);
    /** Chinese characters: {@code 炮二平五}. */
    public static final RelativeNotation CHINESE = new RelativeNotation(ChineseDialect.INSTANCE);
    /** Appendix 3 coordinates: {@code Phe2}. */
    public static final CoordinateNotation VIETNAMESE_COORDINATE = CoordinateNotation.INSTANCE;
    /** ICCS: {@code h2e2}. */
    public static final IccsNotation ICCS = IccsNotation.INSTANCE;

    /** All of them. */
    public static final List<MoveNotation<XiangqiPosition, XiangqiMove>> ALL = List.of(VIETNAMESE_SHORT, VIETNAMESE_WORDS,
            ASIAN, WXF, CHINESE, VIETNAMESE_COORDINATE, ICCS);

    private XiangqiNotations() {
    }

    /** The notation with that id, or null. */
    public static MoveNotation<XiangqiPosition, XiangqiMove> byId(String id) {
        return ALL.stream().filter(n -> n.id().equals(id)).findFirst().orElse(null);
    }
}
