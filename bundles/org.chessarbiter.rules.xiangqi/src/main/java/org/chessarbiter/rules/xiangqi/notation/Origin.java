package org.chessarbiter.rules.xiangqi.notation;

/**
 * Which piece moves, in the relative notations (Điều 11.2): by its file (numbered 1–9 from the
 * mover's right), or — when several pieces of the same kind stand on one file — by its place from
 * the front: {@code t}/{@code s} (trước/sau, front/rear) for two, {@code t}/{@code g}/{@code s}
 * (giữa, middle) for three, and ordinals 1..n from the front for four or five soldiers.
 *
 * @param place {@link Place#FILE} or the place among the tandem pieces
 * @param ordinal 1-based place from the front (0 for FILE)
 * @param count pieces of that kind on the file
 * @param file the file number (1–9, mover's numbering)
 * @param fileNeeded whether the file must be written too (soldiers in tandem on two files)
 */
public record Origin(Place place, int ordinal, int count, int file, boolean fileNeeded) {

    /** How the origin is named. */
    public enum Place {
        FILE, FRONT, MIDDLE, REAR, ORDINAL
    }

    /** The origin named by its file only (the lenient reading, and for single pieces). */
    public static Origin ofFile(int file) {
        return new Origin(Place.FILE, 0, 1, file, false);
    }
}
