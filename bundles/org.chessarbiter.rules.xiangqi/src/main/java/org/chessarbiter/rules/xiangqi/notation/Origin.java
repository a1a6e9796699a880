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

    /**
     * The origin as a dialect writes it: the file number, or the front / middle / rear word; an
     * ordinal (four or five soldiers on a file) is the middle word, {@code separator} and the
     * ordinal; the file follows after {@code separator} when it is needed too.
     */
    public String written(String front, String middle, String rear, String separator) {
        String s = switch (place) {
            case FILE -> String.valueOf(file);
            case FRONT -> front;
            case MIDDLE -> middle;
            case REAR -> rear;
            case ORDINAL -> middle + separator + ordinal;
        };
        return fileNeeded ? s + separator + file : s;
    }

    /** The origin named by its file only (the lenient reading, and for single pieces). */
    public static Origin ofFile(int file) {
        return new Origin(Place.FILE, 0, 1, file, false);
    }
}
