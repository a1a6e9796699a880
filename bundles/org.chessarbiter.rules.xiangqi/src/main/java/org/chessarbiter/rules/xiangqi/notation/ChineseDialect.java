package org.chessarbiter.rules.xiangqi.notation;

import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.xiangqi.PieceKind;

/**
 * Chinese-character notation, read on import: {@code 炮二平五}, {@code 馬８進７}, {@code 前炮退一};
 * Red writes Chinese numerals, Black Arabic (half- or full-width) digits; simplified and traditional
 * characters are both read. Four or five pawns on a file are numbered {@code 一兵}... from the front.
 */
public final class ChineseDialect implements RelativeDialect {
    private static final String RED = "帥仕相馬車炮兵";
    private static final String BLACK = "將士象馬車砲卒";
    private static final String RED_DIGITS = "一二三四五六七八九";
    private static final String BLACK_DIGITS = "１２３４５６７８９";
    private static final String[] DIRECTIONS = {"進", "退", "平"};
    private static final String[] PLACES = {"", "前", "中", "後", ""};

    /** The Chinese-character dialect. */
    public static final ChineseDialect INSTANCE = new ChineseDialect();

    private final Vocabulary vocabulary = new Vocabulary();

    private ChineseDialect() {
        String[] aliases = {"帥帅將将", "仕士", "相象", "馬马傌", "車车俥", "炮砲包", "兵卒"};
        for (PieceKind k : PieceKind.values()) {
            for (char c : aliases[k.ordinal()].toCharArray()) {
                vocabulary.add(Vocabulary.piece(k), String.valueOf(c));
            }
        }
        vocabulary.numerals(RED_DIGITS).numerals(BLACK_DIGITS).numerals("123456789")
                .add(Vocabulary.direction(Direction.ADVANCE), "進", "进")
                .add(Vocabulary.direction(Direction.RETREAT), "退")
                .add(Vocabulary.direction(Direction.TRAVERSE), "平")
                .add(Vocabulary.place(Origin.Place.FRONT), "前")
                .add(Vocabulary.place(Origin.Place.MIDDLE), "中")
                .add(Vocabulary.place(Origin.Place.REAR), "後", "后");
    }

    @Override
    public String id() {
        return "zh";
    }

    @Override
    public Vocabulary vocabulary() {
        return vocabulary;
    }

    @Override
    public String render(RelativeMove m) {
        boolean red = m.side() == Side.FIRST;
        String digits = red ? RED_DIGITS : BLACK_DIGITS;
        char piece = (red ? RED : BLACK).charAt(m.kind().ordinal());
        Origin o = m.origin();
        String head = switch (o.place()) {
            case FILE -> piece + "" + digits.charAt(o.file() - 1);
            case ORDINAL -> RED_DIGITS.charAt(o.ordinal() - 1) + "" + piece;
            default -> PLACES[o.place().ordinal()] + piece;
        };
        if (o.fileNeeded()) {
            head += digits.charAt(o.file() - 1);
        }
        return head + DIRECTIONS[m.direction().ordinal()] + digits.charAt(m.number() - 1);
    }
}
