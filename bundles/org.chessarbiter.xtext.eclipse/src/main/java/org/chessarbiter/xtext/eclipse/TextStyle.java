package org.chessarbiter.xtext.eclipse;

import org.eclipse.swt.graphics.RGB;

/**
 * A highlighting style of a language: the id its lexical mapper or semantic highlighting calculator uses
 * (e.g. {@code HighlightingStyles.KEYWORD_ID}), a label for the preference page, and its default look.
 */
public record TextStyle(String id, String label, RGB color, boolean bold, boolean italic) {

    /** Parses "r,g,b"; a malformed value falls back to black (an extension's typo must not break the editor). */
    public static RGB parseColor(String text) {
        if (text != null) {
            String[] parts = text.split(",");
            if (parts.length == 3) {
                try {
                    return new RGB(channel(parts[0]), channel(parts[1]), channel(parts[2]));
                } catch (NumberFormatException e) {
                    // falls through to black
                }
            }
        }
        return new RGB(0, 0, 0);
    }

    private static int channel(String part) {
        return Math.max(0, Math.min(255, Integer.parseInt(part.trim())));
    }
}
