package org.chessarbiter.rules.xiangqi.notation;

import org.chessarbiter.rules.xiangqi.PieceKind;

/**
 * WXF notation (AXF 1980/82, adopted by WXF 1997): letters K A E H R C P, {@code +} advance,
 * {@code -} retreat, {@code .} sideways ({@code =} accepted), e.g. {@code C2.5}, {@code H8+7}.
 * Tandem pieces: {@code +}/{@code -} replace the file ({@code R+.3}, {@code C--1}); three pawns on a
 * file: {@code P+}, the middle one by its file, {@code P-}; four or five: {@code ++}, {@code P+},
 * ({@code P3},) {@code P-}, {@code --}; tandem pawns on two files: the file replaces the letter
 * ({@code 3+.4}, {@code 33.4}, {@code 3-.4}).
 */
public final class WxfDialect implements RelativeDialect {
    private static final String LETTERS = "KAEHRCP";
    private static final String[] SIGNS = {"+", "-", "."};

    /** The WXF dialect. */
    public static final WxfDialect INSTANCE = new WxfDialect();

    private final Vocabulary vocabulary = new Vocabulary();

    private WxfDialect() {
        for (PieceKind k : PieceKind.values()) {
            String l = String.valueOf(LETTERS.charAt(k.ordinal()));
            vocabulary.add(Vocabulary.piece(k), l, l.toLowerCase());
        }
        // + and - are both a direction and a tandem place: one token each, placed by the grammar
        vocabulary.numerals("123456789").add("sym:+", "+").add("sym:-", "-")
                .add(Vocabulary.direction(Direction.TRAVERSE), ".", "=");
    }

    @Override
    public String id() {
        return "wxf";
    }

    @Override
    public Vocabulary vocabulary() {
        return vocabulary;
    }

    @Override
    public String render(RelativeMove m) {
        return origin(m) + SIGNS[m.direction().ordinal()] + m.number();
    }

    private static String origin(RelativeMove m) {
        String letter = String.valueOf(LETTERS.charAt(m.kind().ordinal()));
        Origin o = m.origin();
        String head = o.fileNeeded() ? String.valueOf(o.file()) : letter;
        if (o.count() >= 4) {
            if (o.ordinal() == 1) {
                return "++";
            }
            if (o.ordinal() == o.count()) {
                return "--";
            }
            return o.ordinal() == 2 ? letter + "+" : o.ordinal() == o.count() - 1 ? letter + "-" : letter + o.file();
        }
        return switch (o.place()) {
            case FILE -> letter + o.file();
            case FRONT -> head + "+";
            case REAR -> head + "-";
            default -> head + o.file();
        };
    }
}
