package org.chessarbiter.workspace.ui.board;

/**
 * What is written on a xiangqi piece: the Chinese characters of the traditional sets (Red 帥 仕 相 馬 車 炮 兵,
 * Black 將 士 象 馬 車 炮 卒) or the Vietnamese letters of the notation of Luật cờ Tướng 2004 Điều 11
 * (Tg Tướng, S Sĩ, T Tượng, M Mã, X Xe, P Pháo, B Binh / Tốt).
 */
public enum XiangqiLabels {
    CHINESE("帥仕相馬車炮兵", "將士象馬車炮卒"),
    VIETNAMESE("Tg,S,T,M,X,P,B", "Tg,S,T,M,X,P,B");

    /** The FEN letters, in the order of the labels (general, advisor, elephant, horse, chariot, cannon, soldier). */
    private static final String LETTERS = "kabnrcp";

    private final String[] red;
    private final String[] black;

    XiangqiLabels(String red, String black) {
        this.red = split(red);
        this.black = split(black);
    }

    private static String[] split(String labels) {
        return labels.contains(",") ? labels.split(",") : labels.codePoints().mapToObj(Character::toString).toArray(String[]::new);
    }

    /** The label of the piece of FEN letter {@code piece} (upper case Red; E and H are the elephant and horse). */
    public String label(char piece) {
        char lower = Character.toLowerCase(piece);
        lower = lower == 'e' ? 'b' : lower == 'h' ? 'n' : lower;
        int index = LETTERS.indexOf(lower);
        if (index < 0) {
            return String.valueOf(piece);
        }
        return Character.isUpperCase(piece) ? red[index] : black[index];
    }
}
