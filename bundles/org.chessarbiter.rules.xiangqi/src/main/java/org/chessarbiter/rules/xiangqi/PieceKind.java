package org.chessarbiter.rules.xiangqi;

/**
 * The seven kinds of xiangqi pieces (Luật Cờ Tướng 2004 Điều 2.2). The FEN letter is the one of
 * the standard xiangqi FEN (upper case = Red); {@link #fromFenLetter(char)} also accepts the
 * chessprogramming aliases E (elephant) and H (horse).
 */
public enum PieceKind {
    /** Tướng / Soái (Điều 4.3a). */
    GENERAL('k'),
    /** Sĩ (Điều 4.3b). */
    ADVISOR('a'),
    /** Tượng (Điều 4.3c). */
    ELEPHANT('b'),
    /** Mã (Điều 4.3e). */
    HORSE('n'),
    /** Xe (Điều 4.3d). */
    CHARIOT('r'),
    /** Pháo (Điều 4.3g). */
    CANNON('c'),
    /** Tốt / Binh (Điều 4.3h). */
    SOLDIER('p');

    private static final PieceKind[] VALUES = values();

    private final char fenLetter;

    PieceKind(char fenLetter) {
        this.fenLetter = fenLetter;
    }

    /** The lower-case FEN letter (k a b n r c p). */
    public char fenLetter() {
        return fenLetter;
    }

    /** The kind for a FEN letter of either case, with the aliases E and H; null if none. */
    public static PieceKind fromFenLetter(char c) {
        char l = Character.toLowerCase(c);
        if (l == 'e') {
            return ELEPHANT;
        }
        if (l == 'h') {
            return HORSE;
        }
        for (PieceKind k : VALUES) {
            if (k.fenLetter == l) {
                return k;
            }
        }
        return null;
    }

    /** The kind with the given ordinal. */
    public static PieceKind of(int ordinal) {
        return VALUES[ordinal];
    }

    /**
     * Whether a piece of this kind can cross the river to attack (Điều 20.4 b.6 names the chariot,
     * cannon, horse and soldier).
     */
    public boolean canCrossRiver() {
        return this == CHARIOT || this == CANNON || this == HORSE || this == SOLDIER;
    }
}
