package org.chessarbiter.workspace.ui.tests;

import java.io.File;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Control;

/** Takes pictures of widgets with {@code GC.copyArea} (no SWTBot on Maven Central). */
public final class Screenshots {

    private Screenshots() {
    }

    /** The pixels of a control as they are on screen now. */
    public static ImageData capture(Control control) {
        Point size = control.getSize();
        Image image = new Image(control.getDisplay(), Math.max(1, size.x), Math.max(1, size.y));
        GC gc = new GC(control);
        try {
            gc.copyArea(image, 0, 0);
            return image.getImageData();
        } finally {
            gc.dispose();
            image.dispose();
        }
    }

    /** Saves a capture as PNG under the directory named by the system property arbiter.screenshots. */
    public static File save(ImageData data, String name) {
        File directory = new File(System.getProperty("arbiter.screenshots", "target/screenshots"));
        directory.mkdirs();
        File file = new File(directory, name + ".png");
        ImageLoader loader = new ImageLoader();
        loader.data = new ImageData[] { data };
        loader.save(file.getAbsolutePath(), SWT.IMAGE_PNG);
        return file;
    }
}
