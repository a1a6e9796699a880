package org.chessarbiter.xtext.eclipse.ui.hover;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Platform;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.widgets.Display;

/** The contributions of extension point {@code org.chessarbiter.xtext.eclipse.ui.hoverPictures}, read once. */
public final class HoverPictures {

    /** The extension point's full id. */
    public static final String EXTENSION_POINT = "org.chessarbiter.xtext.eclipse.ui.hoverPictures";

    private static volatile List<HoverPicture> contributed;

    private HoverPictures() {
    }

    /** Whether a contribution draws the block. */
    public static boolean draws(String info, String code) {
        return all().stream().anyMatch(p -> p.draws(info, code));
    }

    /** The picture of the block by the first contribution that draws it, or null. */
    public static Image draw(Display display, String info, String code) {
        for (HoverPicture picture : all()) {
            if (picture.draws(info, code)) {
                Image image = picture.draw(display, info, code);
                if (image != null) {
                    return image;
                }
            }
        }
        return null;
    }

    private static List<HoverPicture> all() {
        List<HoverPicture> known = contributed;
        if (known == null) {
            List<HoverPicture> read = new ArrayList<>();
            for (IConfigurationElement element : Platform.getExtensionRegistry().getConfigurationElementsFor(EXTENSION_POINT)) {
                try {
                    read.add((HoverPicture) element.createExecutableExtension("class"));
                } catch (CoreException | ClassCastException e) {
                    ILog.of(HoverPictures.class).error("hover picture " + element.getAttribute("class"), e);
                }
            }
            known = List.copyOf(read);
            contributed = known;
        }
        return known;
    }
}
