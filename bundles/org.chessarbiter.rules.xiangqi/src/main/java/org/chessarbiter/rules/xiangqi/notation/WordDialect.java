package org.chessarbiter.rules.xiangqi.notation;

import org.chessarbiter.rules.xiangqi.PieceKind;

/**
 * The Vietnamese word form of Điều 11.2a: {@code Pháo 2 bình 5}, {@code Mã 2 tiến 3},
 * {@code Xe 1 thoái 1}; tandem pieces {@code Pháo trước thoái 1}, {@code Tốt giữa tiến 1}. Reads
 * Soái for the Red general (Điều 2.2) and Binh for the soldier; four or five soldiers on a file
 * are {@code trước}, {@code giữa 2}, ..., {@code sau} (an extension, as in {@link CompactDialect}).
 */
public final class WordDialect implements RelativeDialect {
    private static final String[] NAMES = {"Tướng", "Sĩ", "Tượng", "Mã", "Xe", "Pháo", "Tốt"};
    private static final String[] DIRECTIONS = {"tiến", "thoái", "bình"};

    /** The word form. */
    public static final WordDialect INSTANCE = new WordDialect();

    private final Vocabulary vocabulary = new Vocabulary();

    private WordDialect() {
        for (PieceKind k : PieceKind.values()) {
            vocabulary.add(Vocabulary.piece(k), NAMES[k.ordinal()]);
        }
        vocabulary.add(Vocabulary.piece(PieceKind.GENERAL), "Soái")
                .add(Vocabulary.piece(PieceKind.SOLDIER), "Binh")
                .numerals("123456789")
                .add(Vocabulary.place(Origin.Place.FRONT), "trước")
                .add(Vocabulary.place(Origin.Place.MIDDLE), "giữa")
                .add(Vocabulary.place(Origin.Place.REAR), "sau");
        for (Direction d : Direction.values()) {
            vocabulary.add(Vocabulary.direction(d), DIRECTIONS[d.ordinal()]);
        }
    }

    @Override
    public String id() {
        return "vi-words";
    }

    @Override
    public Vocabulary vocabulary() {
        return vocabulary;
    }

    @Override
    public String render(RelativeMove m) {
        String origin = m.origin().written("trước", "giữa", "sau", " ");
        return NAMES[m.kind().ordinal()] + " " + origin + " " + DIRECTIONS[m.direction().ordinal()] + " " + m.number();
    }
}
