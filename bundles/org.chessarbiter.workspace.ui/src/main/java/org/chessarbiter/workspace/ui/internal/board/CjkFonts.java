package org.chessarbiter.workspace.ui.internal.board;

import java.util.List;
import java.util.Locale;

import org.eclipse.swt.graphics.Device;
import org.eclipse.swt.graphics.FontData;

/**
 * A font family that has the Chinese characters of xiangqi pieces, among those installed; none on a machine
 * without one, where the pieces are written with the Vietnamese letters instead of empty boxes.
 */
final class CjkFonts {

    private static final List<String> KNOWN = List.of("wenquanyi", "noto sans cjk", "noto serif cjk", "source han",
            "ar pl", "droid sans fallback", "microsoft yahei", "simsun", "simhei", "pingfang", "hiragino", "ms gothic");

    private static volatile String family;
    private static volatile boolean searched;

    private CjkFonts() {
    }

    /** The first installed family known to have the characters, or null. */
    static String family(Device device) {
        if (!searched) {
            family = find(device);
            searched = true;
        }
        return family;
    }

    private static String find(Device device) {
        for (FontData data : device.getFontList(null, true)) {
            String name = data.getName().toLowerCase(Locale.ROOT);
            for (String known : KNOWN) {
                if (name.startsWith(known)) {
                    return data.getName();
                }
            }
        }
        return null;
    }
}
