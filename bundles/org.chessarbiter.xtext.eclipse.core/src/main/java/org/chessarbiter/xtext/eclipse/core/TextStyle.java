package org.chessarbiter.xtext.eclipse.core;

/**
 * A highlighting style of a language: the id its lexical mapper or semantic highlighting calculator uses
 * (e.g. {@code HighlightingStyles.KEYWORD_ID}), a label for the preference page, and its default look.
 * The colour is plain data (the editors turn it into a display colour).
 */
public record TextStyle(String id, String label, Color color, boolean bold, boolean italic) {

    /** A colour by its red, green and blue channels (0-255). */
    public record Color(int red, int green, int blue) {

        public static final Color BLACK = new Color(0, 0, 0);
    }

    /** Parses "r,g,b"; a malformed value falls back to black (an extension's typo must not break the editor). */
    public static Color parseColor(String text) {
        if (text != null) {
            String[] parts = text.split(",");
            if (parts.length == 3) {
                try {
                    return new Color(channel(parts[0]), channel(parts[1]), channel(parts[2]));
                } catch (NumberFormatException e) {
                    // falls through to black
                }
            }
        }
        return Color.BLACK;
    }

    private static int channel(String part) {
        return Math.max(0, Math.min(255, Integer.parseInt(part.trim())));
    }
}
