package org.chessarbiter.pairing.dutch;

/** Formats scores kept in tenths of a point. */
public final class Points {

    private Points() {
    }

    /** @return e.g. "2.5" for 25, "3" for 30 */
    public static String format(int tenths) {
        return tenths % 10 == 0 ? Integer.toString(tenths / 10) : (tenths / 10) + "." + Math.abs(tenths % 10);
    }
}
