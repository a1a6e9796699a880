package org.chessarbiter.rules.xiangqi.notation;

import org.chessarbiter.rules.xiangqi.PieceKind;

/**
 * The compact relative notation with piece letters and direction signs: Vietnamese short form
 * (Luật Cờ Tướng 2004 Điều 11.2a: {@code P2-5}, {@code M8.7}, {@code X1/1}, {@code Tg5.1},
 * {@code Pt/1}, {@code Bg.1}) and the Asian/international signs of Điều 11.2b ({@code P2=5},
 * {@code M8+7}, {@code X1.1}). Two pieces on one file are {@code t}/{@code s} (trước/sau), three
 * {@code t}/{@code g}/{@code s}; four or five soldiers on a file are {@code t}, {@code g2},
 * {@code g3}, ({@code g4},) {@code s} — an extension, the law names only three. When soldiers stand
 * in tandem on two files the file follows the place letter ({@code Bt7.1}), also an extension.
 */
public final class CompactDialect implements RelativeDialect {
    /** Điều 11.2 piece letters, by kind ordinal: Tg S T M X P B. */
    private static final String[] LETTERS = {"Tg", "S", "T", "M", "X", "P", "B"};

    /** Điều 11.2a: tiến {@code .}, thoái {@code /}, bình {@code -}. */
    public static final CompactDialect VIETNAMESE = new CompactDialect("vi-short", ".", "/", "-");
    /** Điều 11.2b: tiến {@code +}, thoái {@code .}, bình {@code =}. */
    public static final CompactDialect ASIAN = new CompactDialect("vi-asian", "+", ".", "=");

    private final String id;
    private final String[] signs;
    private final Vocabulary vocabulary = new Vocabulary();

    private CompactDialect(String id, String advance, String retreat, String traverse) {
        this.id = id;
        this.signs = new String[] {advance, retreat, traverse};
        for (PieceKind k : PieceKind.values()) {
            vocabulary.add(Vocabulary.piece(k), LETTERS[k.ordinal()]);
        }
        vocabulary.numerals("123456789")
                .add(Vocabulary.direction(Direction.ADVANCE), advance)
                .add(Vocabulary.direction(Direction.RETREAT), retreat)
                .add(Vocabulary.direction(Direction.TRAVERSE), traverse)
                .add(Vocabulary.place(Origin.Place.FRONT), "t")
                .add(Vocabulary.place(Origin.Place.MIDDLE), "g")
                .add(Vocabulary.place(Origin.Place.REAR), "s");
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public Vocabulary vocabulary() {
        return vocabulary;
    }

    @Override
    public String render(RelativeMove m) {
        String origin = m.origin().written("t", "g", "s", "");
        return LETTERS[m.kind().ordinal()] + origin + signs[m.direction().ordinal()] + m.number();
    }
}
